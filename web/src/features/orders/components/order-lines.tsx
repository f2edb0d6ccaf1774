import { LineVariant } from '@/components/line-variant';
import { OrderParts } from '@/components/order-parts';
import { formatPrice } from '@/lib/format';
import type { Order } from '@/types/api';

/**
 * The tools an order bought: a one-line order is its tool's name, as the spec's lists show it;
 * several lines are listed, each with its quantity and total, and what was refunded of it. A
 * line's variant and SKU follow its tool's name.
 */
export function OrderLines({ order }: { order: Pick<Order, 'toolsName' | 'lines'> }) {
  if (order.lines.length <= 1)
    return (
      <>
        {order.toolsName}
        {order.lines[0] && <LineVariant line={order.lines[0]} />}
      </>
    );
  return (
    <ul className="order-lines">
      {order.lines.map((line, index) => (
        <li key={index}>
          <span>
            {line.quantity} × {line.toolsName}
          </span>{' '}
          <LineVariant line={line} as="span" />{' '}
          <span className="numeric">{formatPrice(line.price)}</span>
          {line.refundedQuantity > 0 && <span className="refunded"> ({line.refundedQuantity} refunded)</span>}
        </li>
      ))}
    </ul>
  );
}

/** An order's total, with its parts when it has more than its tools' prices. */
export function OrderTotal({ order }: { order: Order }) {
  return (
    <>
      <span className="numeric">{formatPrice(order.price)}</span>
      <OrderParts order={order} compact />
      {order.refunded > 0 && <span className="refunded refunded-total">{formatPrice(order.refunded)} refunded</span>}
    </>
  );
}
