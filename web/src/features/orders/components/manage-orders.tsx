import { ConfirmDialog } from '@/components/ui/dialog';
import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { Table } from '@/components/ui/table';
import { toast, toastError } from '@/components/ui/toast';
import { useConfirmedMutation } from '@/hooks/use-confirmed-mutation';
import { isApiError } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import type { Order } from '@/types/api';

import { useDeleteUnpaidOrder } from '../api/delete-unpaid-order';
import { useAllOrders } from '../api/get-all-orders';
import { useShipOrder } from '../api/ship-order';

export function ManageOrders() {
  const { data: orders, error, isPending } = useAllOrders();
  const shipOrder = useShipOrder();
  const deletion = useConfirmedMutation<Order>(useDeleteUnpaidOrder(), {
    variables: (order) => order._id,
    successMessage: (order) => `${order.toolsName} deleted successfully`,
  });

  if (isPending) return <Spinner label="Loading orders" />;
  if (error) return <ErrorText>{error.message}</ErrorText>;
  if (orders.length === 0) return <p>No orders yet.</p>;

  const ship = (order: Order) =>
    shipOrder.mutate(order._id, {
      onSuccess: () => toast.success('Successfully Shipped the order'),
      onError: (shipError) =>
        isApiError(shipError, 403) ? toast.error('You can not shipped order') : toastError(shipError),
    });

  const toDelete = deletion.pending;
  return (
    <>
      <Table caption="All orders" columns={['Customer', 'Tool', 'Quantity', 'Total', 'Payment', 'Shipping', 'Delete']}>
        {orders.map((order) => (
          <tr key={order._id}>
            <td>
              {order.customerName}
              <span className="muted block">{order.email}</span>
            </td>
            <th scope="row">{order.toolsName}</th>
            <td>{order.quantity}</td>
            <td>{formatPrice(order.price)}</td>
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
                onClick={() => (order.paid ? toast.error('Paid order cannot delete') : deletion.ask(order))}
              >
                Delete
              </button>
            </td>
          </tr>
        ))}
      </Table>

      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete this order?"
        message={`The unpaid order of ${toDelete?.quantity} × ${toDelete?.toolsName} by ${toDelete?.customerName} will be deleted.`}
        confirmLabel="Delete"
      />
    </>
  );
}
