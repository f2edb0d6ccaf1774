import { ErrorText } from '@/components/ui/error-text';
import type { Order } from '@/types/api';

import { useConfirmGuestOrder } from '../api/confirm-guest-order';

/** Where an order goes, as a confirmation names it. */
export function destination(order: Order) {
  return order.pickup ? `Picked up at ${order.pickup.address || 'the shop'}` : `Delivered to ${order.address}`;
}

type ConfirmGuestOrderProps = { order: Order; orderKey: string };

/**
 * Asks the owner of a guest order's email, who opened it from the mail asking them to, to
 * confirm it before it can be paid: anyone may type any email at the checkout.
 */
export function ConfirmGuestOrder({ order, orderKey }: ConfirmGuestOrderProps) {
  const confirm = useConfirmGuestOrder();
  return (
    <section className="card confirm-order" aria-labelledby="confirm-order-title">
      <h2 id="confirm-order-title">Confirm this order</h2>
      <p>
        This order was placed with your email without an account. {destination(order)}.
      </p>
      <p>If you placed it, confirm it to pay it. If you did not, leave it: unpaid, it is cancelled when its hold ends.</p>
      {confirm.error && <ErrorText>{confirm.error.message}</ErrorText>}
      <button type="button" className="button" disabled={confirm.isPending} onClick={() => confirm.mutate({ orderId: order._id, orderKey })}>
        Confirm this order
      </button>
    </section>
  );
}
