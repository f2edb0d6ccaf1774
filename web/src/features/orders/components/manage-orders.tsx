import { Fragment, useId, useState } from 'react';

import { ConfirmDialog } from '@/components/ui/dialog';
import { ErrorText } from '@/components/ui/error-text';
import { Pager } from '@/components/ui/pager';
import { ListToolbar } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { Cell, Row, Table } from '@/components/ui/table';
import { useConfirmedMutation } from '@/hooks/use-confirmed-mutation';
import { useListParams } from '@/hooks/use-list-params';
import { useNow } from '@/hooks/use-now';
import { mailtoHref } from '@/lib/format';
import type { Order, OrderAction, OrderState } from '@/types/api';

import { useDeleteUnpaidOrder } from '../api/delete-unpaid-order';
import { useAllOrders } from '../api/get-all-orders';
import {
  adminStateLabels,
  isOrderState,
  orderStates,
  paymentLabel,
} from '../order-state';
import { OrderNumberCells, OrderStatus } from './order-status';
import { OrderPapers } from './order-papers';
import { OrderLines, OrderTotal } from './order-lines';
import { usePickupSteps } from './pickup-steps';
import { RefundDialog } from './refund-dialog';
import { ShipDialog } from './ship-dialog';

const columns = [
  'Order',
  'Placed',
  'Customer',
  'Deliver to',
  'Tool',
  'Quantity',
  'Total',
  'Payment',
  'Status',
  'Actions',
];

export function ManageOrders() {
  // The filter, the search and the page live in the URL (?state=paid&q=drill&page=2), so they
  // survive a reload and the back button undoes them.
  const list = useListParams();
  const requested = list.get('state');
  const state = isOrderState(requested) ? requested : undefined;

  return (
    <>
      <ListToolbar label="Search orders" placeholder="Order number, customer, email or tool">
        <StateFilter state={state} onChange={(next) => list.setFilter('state', next)} />
      </ListToolbar>
      <OrderList state={state} />
    </>
  );
}

type StateFilterProps = { state?: OrderState; onChange: (state?: OrderState) => void };

function StateFilter({ state, onChange }: StateFilterProps) {
  const id = useId();
  return (
    <div className="field field-inline">
        <label htmlFor={id}>Show orders</label>
        <select
          id={id}
          value={state ?? ''}
          onChange={(event) => onChange(isOrderState(event.target.value) ? event.target.value : undefined)}
        >
          <option value="">All</option>
          {orderStates.map((option) => (
            <option key={option} value={option}>
              {adminStateLabels[option]}
            </option>
          ))}
        </select>
    </div>
  );
}

function OrderList({ state }: { state?: OrderState }) {
  const { q, page, offset, setPage } = useListParams();
  const { data: list, error, isPending } = useAllOrders({ state, q, offset });
  const [toShip, setToShip] = useState<Order>();
  const [toRefund, setToRefund] = useState<Order>();
  const deletion = useConfirmedMutation<Order>(useDeleteUnpaidOrder(), {
    variables: (order) => order._id,
    successMessage: (order) => `${order.toolsName} deleted successfully`,
  });
  const pickup = usePickupSteps();
  const now = useNow();

  if (isPending) return <Spinner label="Loading orders" />;
  if (error) return <ErrorText>{error.message}</ErrorText>;
  const orders = list.items;
  if (list.total === 0) {
    if (q) return <p>No orders match ‘{q}’.</p>;
    return <p>{state ? 'No orders in this state.' : 'No orders yet.'}</p>;
  }

  const toDelete = deletion.pending;
  return (
    <>
      <Table caption="All orders" columns={columns} numeric={['Total', 'Quantity']}>
        {orders.map((order) => {
          const allows = (action: OrderAction) => order.actions.includes(action);
          return (
            <Row key={order._id}>
              <OrderNumberCells order={order} />
              <Cell label="Customer">
                {order.customerName}
                <EmailLink email={order.email} />
                <a className="cell-link nowrap" href={`tel:${order.number}`}>
                  {order.number}
                </a>
              </Cell>
              <Cell label="Deliver to">{order.address}</Cell>
              <Cell label="Tool"><OrderLines order={order} /></Cell>
              <Cell label="Quantity" numeric>{order.quantity}</Cell>
              <Cell label="Total" numeric><OrderTotal order={order} /></Cell>
              <Cell label="Payment">{paymentLabel(order.state)}</Cell>
              <Cell label="Status">
                <OrderStatus order={order} now={now} admin />
                <OrderPapers order={order} />
              </Cell>
              <Cell label="Actions" className="cell-actions">
                {allows('ship') && (
                  <button
                    type="button"
                    className="button"
                    aria-label={`Ship order of ${order.toolsName} for ${order.customerName}`}
                    onClick={() => setToShip(order)}
                  >
                    Ship
                  </button>
                )}
                {allows('markReady') && (
                  <button
                    type="button"
                    className="button"
                    aria-label={`Order of ${order.toolsName} for ${order.customerName} ready for pickup`}
                    onClick={() => pickup.askReady(order)}
                  >
                    Ready for pickup
                  </button>
                )}
                {allows('markPickedUp') && (
                  <button
                    type="button"
                    className={allows('markReady') ? 'button button-secondary' : 'button'}
                    aria-label={`Order of ${order.toolsName} picked up by ${order.customerName}`}
                    onClick={() => pickup.askPickedUp(order)}
                  >
                    Picked up
                  </button>
                )}
                {allows('refund') && (
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`Refund order of ${order.toolsName} for ${order.customerName}`}
                    onClick={() => setToRefund(order)}
                  >
                    Refund
                  </button>
                )}
                {allows('delete') && (
                  <button
                    type="button"
                    className="button button-danger"
                    aria-label={`Delete order of ${order.toolsName} for ${order.customerName}`}
                    onClick={() => deletion.ask(order)}
                  >
                    Delete
                  </button>
                )}
              </Cell>
            </Row>
          );
        })}
      </Table>
      <Pager label="orders" list={list} page={page} onPage={setPage} />

      <ShipDialog order={toShip} onClose={() => setToShip(undefined)} />
      <RefundDialog order={toRefund} onClose={() => setToRefund(undefined)} />
      {pickup.dialogs}
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete this order?"
        message={
          toDelete &&
          `The unpaid order ${toDelete.orderNumber} of ${toDelete.quantity} × ${toDelete.toolsName} by ${toDelete.customerName} will be deleted.`
        }
        confirmLabel="Delete"
      />
    </>
  );
}

/** A mailto link whose address, when too long for its column, breaks before an @ or a dot and nowhere else. */
function EmailLink({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <a className="cell-link" href={mailtoHref(email)}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </a>
  );
}
