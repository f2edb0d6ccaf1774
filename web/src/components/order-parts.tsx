import { formatPrice } from '@/lib/format';
import type { Part } from '@/types/api';

/**
 * The parts of an order's total as the server gives them (`parts`: subtotal, discount,
 * shipping, tax, total, each with its label): the one drawing of them on every page, from the
 * purchase form to the order lists. Compact, beside the total it belongs to, it leaves out the
 * total and a tax of nothing, and shows nothing of an order that is only its tools' prices.
 */
export function OrderParts({ order, compact = false }: { order: { parts: Part[] }; compact?: boolean }) {
  const parts = compact ? order.parts.filter((part) => part.kind !== 'total' && !(part.kind === 'tax' && part.amount === 0)) : order.parts;
  if (compact && parts.every((part) => part.kind === 'subtotal')) return null;
  return (
    <dl className={compact ? 'order-parts-compact' : 'parts'}>
      {parts.map((part) => (
        <div key={part.kind}>
          <dt>{part.label}</dt>
          <dd className="numeric">{formatPrice(part.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
