import { ErrorText } from '@/components/ui/error-text';
import { formatDateTime, formatPrice } from '@/lib/format';

import { useConfirmGuestOrder } from '../api/confirm-guest-order';
import { useUnconfirmedOrders } from '../api/get-unconfirmed-orders';
import { destination } from './confirm-guest-order';

const TITLE = 'Orders placed with your email without an account';

/**
 * The guest orders of a verified account's email that it does not list yet: anyone may type
 * any email at the checkout, so each joins the account's orders only once its owner confirms
 * it. Nothing is drawn when there are none.
 */
export function UnconfirmedOrders({ email }: { email: string }) {
  const { data: list } = useUnconfirmedOrders(email);
  const confirm = useConfirmGuestOrder();
  if (!list || list.total === 0) return null;
  return (
    <section className="card unconfirmed-orders" aria-labelledby="unconfirmed-orders-title">
      <h2 id="unconfirmed-orders-title">{TITLE}</h2>
      <p>Confirm the ones you placed to keep them with your orders. Leave any you did not place.</p>
      {confirm.error && <ErrorText>{confirm.error.message}</ErrorText>}
      <ul className="unconfirmed-order-list" aria-label={TITLE}>
        {list.items.map((order) => (
          <li key={order._id} className="unconfirmed-order">
            <p>
              <strong>{order.orderNumber}</strong> · <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time> ·{' '}
              {order.toolsName} · <span className="price">{formatPrice(order.price)}</span>
            </p>
            <p>{destination(order)}</p>
            <button
              type="button"
              className="button"
              aria-label={`Confirm order ${order.orderNumber}`}
              disabled={confirm.isPending}
              onClick={() => confirm.mutate({ orderId: order._id })}
            >
              Confirm
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
