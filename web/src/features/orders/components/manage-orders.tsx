import { useState } from 'react';

import { ConfirmDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import type { Order } from '@/types/api';

import { useDeleteUnpaidOrder } from '../api/delete-unpaid-order';
import { useAllOrders } from '../api/get-all-orders';
import { useShipOrder } from '../api/ship-order';

export function ManageOrders() {
  const { data: orders, error, isPending } = useAllOrders();
  const shipOrder = useShipOrder();
  const deleteOrder = useDeleteUnpaidOrder();
  const [toDelete, setToDelete] = useState<Order | null>(null);

  if (isPending) return <Spinner label="Loading orders" />;
  if (error) return <p className="error-text">{error.message}</p>;
  if (orders.length === 0) return <p>No orders yet.</p>;

  const ship = (order: Order) =>
    shipOrder.mutate(order._id, {
      onSuccess: () => toast.success('Successfully Shipped the order'),
      onError: (shipError) =>
        isApiError(shipError, 403) ? toast.error('You can not shipped order') : toastError(shipError),
    });

  return (
    <>
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">All orders</caption>
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">Tool</th>
              <th scope="col">Quantity</th>
              <th scope="col">Total</th>
              <th scope="col">Payment</th>
              <th scope="col">Shipping</th>
              <th scope="col">Delete</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order._id}>
                <td>
                  {order.customerName}
                  <span className="muted block">{order.email}</span>
                </td>
                <th scope="row">{order.toolsName}</th>
                <td>{order.quantity}</td>
                <td>${order.price}</td>
                <td>
                  <span className={order.paid ? 'badge badge-success' : 'badge'}>{order.paid ? 'Paid' : 'Unpaid'}</span>
                </td>
                <td>
                  {order.status ? (
                    'Shipped'
                  ) : order.paid ? (
                    <button
                      type="button"
                      className="button button-small"
                      aria-label={`Ship order of ${order.toolsName} for ${order.customerName}`}
                      disabled={shipOrder.isPending}
                      onClick={() => ship(order)}
                    >
                      Ship
                    </button>
                  ) : (
                    'Pending'
                  )}
                </td>
                <td>
                  <button
                    type="button"
                    className="button button-small button-danger"
                    aria-label={`Delete order of ${order.toolsName} for ${order.customerName}`}
                    onClick={() => (order.paid ? toast.error('Paid order cannot delete') : setToDelete(order))}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this order?"
        message={`The unpaid order of ${toDelete?.quantity} × ${toDelete?.toolsName} by ${toDelete?.customerName} will be deleted.`}
        confirmLabel="Delete"
        busy={deleteOrder.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() =>
          toDelete &&
          deleteOrder.mutate(toDelete._id, {
            onSuccess: () => toast.success(`${toDelete.toolsName} deleted successfully`),
            onError: toastError,
            onSettled: () => setToDelete(null),
          })
        }
      />
    </>
  );
}
