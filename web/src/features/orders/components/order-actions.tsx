import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { ConfirmDialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useConfirmedMutation } from '@/hooks/use-confirmed-mutation';
import type { Order } from '@/types/api';

import { useCancelOrder } from '../api/cancel-order';

import { RestoreLines } from './restore-lines';

/**
 * A customer's cancelling of their unpaid orders, asked first: `ask(order)` opens the
 * confirmation, `dialog` is to be drawn once on the page. A guest cancels with the order's key.
 */
export function useOrderCancellation(orderKey?: string): { ask: (order: Order) => void; dialog: ReactNode } {
  const cancellation = useConfirmedMutation<Order, { orderId: string; orderKey?: string }>(useCancelOrder(), {
    variables: (order) => ({ orderId: order._id, orderKey }),
    successMessage: (order) => `${order.toolsName} deleted successfully`,
  });
  const toCancel = cancellation.pending;
  return {
    ask: cancellation.ask,
    dialog: (
      <ConfirmDialog
        {...cancellation.dialogProps}
        title="Cancel this order?"
        message={toCancel && `Your order ${toCancel.orderNumber} of ${toCancel.quantity} × ${toCancel.toolsName} will be cancelled.`}
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
      />
    ),
  };
}

type OrderActionsProps = {
  order: Order;
  onCancel: (order: Order) => void;
  /** For a guest's order, which is paid on its own page and has no account's cart to go back to. */
  guest?: boolean;
};

/** Pay (a link to the payment page) and Cancel, each when the server's `actions` allow it. */
export function OrderActions({ order, onCancel, guest = false }: OrderActionsProps) {
  return (
    <>
      {order.actions.includes('pay') && !guest && (
        <Link to={paths.dashboard.payment.getHref(order._id)} className="button" aria-label={`Pay for ${order.toolsName}`}>
          Pay
        </Link>
      )}
      {order.actions.includes('cancel') && (
        <button
          type="button"
          className="button button-danger"
          aria-label={`Cancel order of ${order.toolsName}`}
          onClick={() => onCancel(order)}
        >
          Cancel
        </button>
      )}
      {!guest && <RestoreLines order={order} />}
    </>
  );
}
