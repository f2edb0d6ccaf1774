import { formatPrice } from '@/lib/format';
import type { Order } from '@/types/api';

/** What an order's parts are drawn from: an order placed, or the server's quote of one. */
export type PricedOrder = Pick<
  Order,
  'subtotal' | 'discount' | 'code' | 'shipping' | 'shippingMethod' | 'tax' | 'taxName' | 'taxIncluded' | 'price'
>;

/**
 * The parts of an order's total as the server priced them (subtotal, discount, shipping, tax,
 * total): the one drawing of them on every page, from the purchase form to the order lists.
 * Compact, beside the total it belongs to, it leaves out the total and a tax of nothing, and
 * shows nothing of an order that is only its tools' prices.
 */
export function OrderParts({ order, compact = false }: { order: PricedOrder; compact?: boolean }) {
  if (compact && !order.discount && !order.shippingMethod && !order.tax) return null;
  const taxName = order.taxName || 'Tax';
  const rows: [string, number][] = [
    ['Subtotal', order.subtotal],
    ...(order.discount ? ([[order.code ? `Discount (${order.code})` : 'Discount', -order.discount]] as [string, number][]) : []),
    // In a list's narrow column the method's name would widen the table: the order names it.
    ...(order.shippingMethod ? ([[compact ? 'Shipping' : `Shipping (${order.shippingMethod})`, order.shipping]] as [string, number][]) : []),
    ...(!compact || order.tax ? ([[order.taxIncluded ? `${taxName} included` : taxName, order.tax]] as [string, number][]) : []),
    ...(compact ? [] : ([['Total', order.price]] as [string, number][])),
  ];
  return (
    <dl className={compact ? 'order-parts-compact' : 'parts'}>
      {rows.map(([label, amount]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className="numeric">{formatPrice(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
