import { Link } from 'react-router';

import { ConfirmDialog } from '@/components/ui/dialog';
import { ErrorText } from '@/components/ui/error-text';
import { Pager } from '@/components/ui/pager';
import { ListToolbar } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { Cell, Row, Table } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useConfirmedMutation } from '@/hooks/use-confirmed-mutation';
import { useListParams } from '@/hooks/use-list-params';
import { useNow } from '@/hooks/use-now';
import type { Order } from '@/types/api';

import { useCancelOrder } from '../api/cancel-order';
import { useMyOrders } from '../api/get-my-orders';
import { customerActions, orderNumber, shippingLabel, stateAt } from '../order-state';
import { OrderNumberCells, OrderStatus } from './order-status';
import { OrderPapers } from './order-papers';
import { OrderLines, OrderTotal, unitPriceOf } from './order-lines';
import { RestoreLines } from './restore-lines';

const columns = ['Order', 'Placed', 'Tool', 'Unit price', 'Quantity', 'Total', 'Deliver to', 'Status', 'Shipping', 'Actions'];

export function MyOrders({ email }: { email: string }) {
  // The search and the page live in the URL (?q=drill&page=2).
  return (
    <>
      <ListToolbar label="Search your orders" placeholder="Order number or tool" />
      <OrderList email={email} />
    </>
  );
}

function OrderList({ email }: { email: string }) {
  const { q, page, offset, setPage } = useListParams();
  const { data: list, error, isPending } = useMyOrders(email, { q, offset });
  const cancellation = useConfirmedMutation<Order>(useCancelOrder(), {
    variables: (order) => order._id,
    successMessage: (order) => `${order.toolsName} deleted successfully`,
  });
  // Keeps "Pay within …" current and hides Pay and Cancel once an order runs out of time.
  const now = useNow();

  if (isPending) return <Spinner label="Loading your orders" />;
  if (error) return <ErrorText>{error.message}</ErrorText>;
  const orders = list.items;
  if (list.total === 0 && q) return <p>No orders match ‘{q}’.</p>;
  if (list.total === 0) {
    return (
      <p>
        You have no orders yet. <Link to={paths.home.getHref()}>Browse the tools</Link>.
      </p>
    );
  }

  const toCancel = cancellation.pending;
  return (
    <>
      <Table caption="Your orders" columns={columns} numeric={['Total', 'Unit price', 'Quantity']}>
        {orders.map((order) => {
          const actions = customerActions(order, now);
          const state = stateAt(order, now);
          return (
            <Row key={order._id}>
              <OrderNumberCells order={order} />
              <Cell label="Tool"><OrderLines order={order} /></Cell>
              <Cell label="Unit price" numeric>{unitPriceOf(order)}</Cell>
              <Cell label="Quantity" numeric>{order.quantity}</Cell>
              <Cell label="Total" numeric><OrderTotal order={order} /></Cell>
              <Cell label="Deliver to">{order.address}</Cell>
              <Cell label="Status">
                <OrderStatus order={order} now={now} />
                {(state === 'paid' || state === 'shipped') && (
                  <span className="transaction" title={order.transactionId}>
                    TransactionId: {order.transactionId}
                  </span>
                )}
                <OrderPapers order={order} />
              </Cell>
              <Cell label="Shipping">{shippingLabel(state) ?? '—'}</Cell>
              <Cell label="Actions" className="cell-actions">
                {actions.pay && (
                  <Link
                    to={paths.dashboard.payment.getHref(order._id)}
                    className="button"
                    aria-label={`Pay for ${order.toolsName}`}
                  >
                    Pay
                  </Link>
                )}
                {actions.cancel && (
                  <button
                    type="button"
                    className="button button-danger"
                    aria-label={`Cancel order of ${order.toolsName}`}
                    onClick={() => cancellation.ask(order)}
                  >
                    Cancel
                  </button>
                )}
                <RestoreLines order={order} now={now} />
              </Cell>
            </Row>
          );
        })}
      </Table>
      <Pager label="your orders" list={list} page={page} onPage={setPage} />

      <ConfirmDialog
        {...cancellation.dialogProps}
        title="Cancel this order?"
        message={
          toCancel &&
          `Your order ${orderNumber(toCancel)} of ${toCancel.quantity} × ${toCancel.toolsName} will be cancelled.`
        }
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
      />
    </>
  );
}
