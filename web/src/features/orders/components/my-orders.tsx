import { useEffect } from 'react';
import { Link } from 'react-router';

import { ConfirmDialog } from '@/components/ui/dialog';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { Table } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useConfirmedMutation } from '@/hooks/use-confirmed-mutation';
import { isApiError } from '@/lib/api-client';
import { useSignOut } from '@/lib/auth';
import { formatPrice } from '@/lib/format';
import type { Order } from '@/types/api';

import { useCancelOrder } from '../api/cancel-order';
import { useMyOrders } from '../api/get-my-orders';

export function MyOrders({ email }: { email: string }) {
  const { data: orders, error, isPending } = useMyOrders(email);
  const cancellation = useConfirmedMutation<Order>(useCancelOrder(), {
    variables: (order) => order._id,
    successMessage: (order) => `${order.toolsName} deleted successfully`,
  });
  const signOut = useSignOut();
  const refused = isApiError(error, 401, 403);

  useEffect(() => {
    if (refused) signOut(paths.home.getHref());
  }, [refused, signOut]);

  if (isPending || refused) return <Spinner label="Loading your orders" />;
  if (error) return <ErrorText>{error.message}</ErrorText>;
  if (orders.length === 0) {
    return (
      <p>
        You have no orders yet. <Link to={paths.home.getHref()}>Browse the tools</Link>.
      </p>
    );
  }

  const toCancel = cancellation.pending;
  return (
    <>
      <Table caption="Your orders" columns={['Tool', 'Quantity', 'Total', 'Payment', 'Shipping', 'Cancel']}>
        {orders.map((order) => (
          <tr key={order._id}>
            <th scope="row">{order.toolsName}</th>
            <td>{order.quantity}</td>
            <td>{formatPrice(order.price)}</td>
            <td>
              {order.paid ? (
                <>
                  <span className="badge badge-success">Paid</span>
                  <span className="transaction">TransactionId: {order.transactionId}</span>
                </>
              ) : (
                order.price > 0 && (
                  <Link
                    to={paths.dashboard.payment.getHref(order._id)}
                    className="button button-small"
                    aria-label={`Pay for ${order.toolsName}`}
                  >
                    Pay
                  </Link>
                )
              )}
            </td>
            <td>{order.status ? 'Shipped' : 'Pending'}</td>
            <td>
              <button
                type="button"
                className="button button-small button-danger"
                aria-label={`Cancel order of ${order.toolsName}`}
                onClick={() => (order.paid ? toast.error("Can't Cancel after payment") : cancellation.ask(order))}
              >
                Cancel
              </button>
            </td>
          </tr>
        ))}
      </Table>

      <ConfirmDialog
        {...cancellation.dialogProps}
        title="Cancel this order?"
        message={`Your order of ${toCancel?.quantity} × ${toCancel?.toolsName} will be cancelled.`}
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
      />
    </>
  );
}
