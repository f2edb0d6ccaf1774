import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { Order } from '@/types/api';

import { usePutBackInCart } from '../api/put-back-in-cart';

/**
 * For an order the server lets its customer buy again (`buyAgain`: cancelled or expired unpaid): "Put back in the cart", which puts its lines back
 * into the customer's cart and says what it could not put back as it was. Self-contained: drop
 * it wherever an order is shown (My Orders, the order page); it draws nothing for other orders.
 */
export function RestoreLines({ order }: { order: Order }) {
  const restore = usePutBackInCart();
  if (!order.actions.includes('buyAgain')) return null;
  if (restore.isSuccess) {
    const changes = restore.data.changes ?? [];
    return (
      <p className="restore-lines" role="status">
        Back in your cart
        {changes.length > 0 && `, with changes: ${changes.map((c) => `${c.toolsName || 'A tool'}: ${c.message}`).join('; ')}`}.{' '}
        <Link to={paths.cart.getHref()}>Your cart</Link>
      </p>
    );
  }
  return (
    <button
      type="button"
      className="button button-secondary"
      aria-label={`Put the tools of order ${order.orderNumber} back in the cart`}
      disabled={restore.isPending}
      onClick={() => restore.mutate(order)}
    >
      Put back in the cart
    </button>
  );
}
