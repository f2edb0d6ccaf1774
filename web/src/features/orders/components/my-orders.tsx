import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { ConfirmDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useSignOut } from '@/lib/auth';
import type { Order } from '@/types/api';

import { useCancelOrder } from '../api/cancel-order';
import { useMyOrders } from '../api/get-my-orders';

export function MyOrders({ email }: { email: string }) {
  const { data: orders, error, isPending } = useMyOrders(email);
  const cancelOrder = useCancelOrder();
  const [toCancel, setToCancel] = useState<Order | null>(null);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const refused = isApiError(error, 401, 403);

  useEffect(() => {
    if (refused) {
      signOut();
      navigate(paths.home.getHref(), { replace: true });
    }
  }, [refused, signOut, navigate]);

  if (isPending || refused) return <Spinner label="Loading your orders" />;
  if (error) return <p className="error-text">{error.message}</p>;
  if (orders.length === 0) {
    return (
      <p>
        You have no orders yet. <Link to={paths.home.getHref()}>Browse the tools</Link>.
      </p>
    );
  }

  return (
    <>
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">Your orders</caption>
          <thead>
            <tr>
              <th scope="col">Tool</th>
              <th scope="col">Quantity</th>
              <th scope="col">Total</th>
              <th scope="col">Payment</th>
              <th scope="col">Shipping</th>
              <th scope="col">Cancel</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order._id}>
                <th scope="row">{order.toolsName}</th>
                <td>{order.quantity}</td>
                <td>${order.price}</td>
                <td>
                  {order.paid ? (
                    <>
                      <span className="badge badge-success">Paid</span>
                      <span className="transaction">TransactionId: {order.transactionId}</span>
                    </>
                  ) : (
                    order.price > 0 && (
                      <Link to={paths.dashboard.payment.getHref(order._id)} className="button button-small" aria-label={`Pay for ${order.toolsName}`}>
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
                    onClick={() => (order.paid ? toast.error("Can't Cancel after payment") : setToCancel(order))}
                  >
                    Cancel
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ConfirmDialog
        open={toCancel !== null}
        title="Cancel this order?"
        message={`Your order of ${toCancel?.quantity} × ${toCancel?.toolsName} will be cancelled.`}
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        busy={cancelOrder.isPending}
        onCancel={() => setToCancel(null)}
        onConfirm={() =>
          toCancel &&
          cancelOrder.mutate(toCancel._id, {
            onSuccess: () => toast.success(`${toCancel.toolsName} deleted successfully`),
            onError: toastError,
            onSettled: () => setToCancel(null),
          })
        }
      />
    </>
  );
}
