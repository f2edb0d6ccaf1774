import { useState } from 'react';

import { LineVariant } from '@/components/line-variant';
import { Dialog } from '@/components/ui/dialog';
import { ErrorText } from '@/components/ui/error-text';
import { toast } from '@/components/ui/toast';
import { formatPrice } from '@/lib/format';
import type { Order, RefundQuote } from '@/types/api';

import { useRefundQuote } from '../api/quote-refund';
import { useRefundOrder, type RefundLine } from '../api/refund-order';

type RefundDialogProps = { order?: Order; onClose: () => void };

/**
 * Refunds an order: a paid order whole (its money back, its stock back on the shelf), or, paid
 * or shipped, some units of its lines, each back on the shelf or not as the admin says (a
 * broken saw returned goes in the bin).
 */
export function RefundDialog({ order, onClose }: RefundDialogProps) {
  return (
    <Dialog open={Boolean(order)} title="Refund this order?" onClose={onClose}>
      {order && <RefundForm key={order._id} order={order} onClose={onClose} />}
    </Dialog>
  );
}

function RefundForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const refund = useRefundOrder();
  const shipped = order.state === 'shipped';
  const [lines, setLines] = useState<RefundLine[]>(() =>
    order.lines.map((line) => ({ toolId: line.toolId, ...(line.variantId && { variantId: line.variantId }), quantity: 0, restock: !shipped })),
  );
  const change = (index: number, next: Partial<RefundLine>) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, ...next } : line)));
  const chosen = lines.filter((line) => line.quantity > 0);
  const whole = !shipped && order.refunded === 0;
  const chosenQuote = useRefundQuote({ orderId: order._id, lines: chosen }, chosen.length > 0);
  const wholeQuote = useRefundQuote({ orderId: order._id }, whole);
  const done = (message: string) => () => {
    toast.success(message);
    onClose();
  };

  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        refund.mutate({ orderId: order._id, lines: chosen }, { onSuccess: done(`Order ${order.orderNumber}: lines refunded`) });
      }}
    >
      <p>
        Order {order.orderNumber} of {order.customerName}, paid {formatPrice(order.price)}
        {order.refunded > 0 && `, ${formatPrice(order.refunded)} refunded so far`}.
      </p>
      <table className="refund-lines">
        <thead>
          <tr>
            <th scope="col">Tool</th>
            <th scope="col">Refund</th>
            <th scope="col">Back on the shelf</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => {
            const left = line.quantity - line.refundedQuantity;
            const name = line.variantName ? `${line.toolsName} · ${line.variantName}` : line.toolsName;
            return (
              <tr key={index}>
                <th scope="row">
                  {line.toolsName} <span className="hint">({left} of {line.quantity} left)</span>
                  <LineVariant line={line} />
                </th>
                <td>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={left}
                    aria-label={`Units of ${name} to refund`}
                    value={lines[index].quantity}
                    disabled={left === 0 || !line.toolId}
                    onChange={(e) => change(index, { quantity: Math.min(left, Math.max(0, Math.floor(Number(e.target.value) || 0))) })}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={
                      line.parts?.length
                        ? `Put the refunded ${name}'s parts back on the shelf`
                        : `Put the refunded ${name} back on the shelf`
                    }
                    checked={lines[index].restock}
                    disabled={!line.toolId}
                    onChange={(e) => change(index, { restock: e.target.checked })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="refund-quotes" aria-live="polite">
        {whole && <QuoteOf title="The whole order gives back" quote={wholeQuote.data} error={wholeQuote.error} />}
        {chosen.length > 0 && <QuoteOf title="The chosen units give back" quote={chosenQuote.data} error={chosenQuote.error} />}
      </div>
      <div className="dialog-actions">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog's first focus, on its safe way out (the WAI-ARIA dialog pattern) */}
        <button type="button" className="button button-secondary" onClick={onClose} autoFocus>
          Keep order
        </button>
        {whole && (
          <button
            type="button"
            className="button button-danger"
            disabled={refund.isPending}
            onClick={() => refund.mutate({ orderId: order._id }, { onSuccess: done(`Order ${order.orderNumber} refunded`) })}
          >
            Refund the whole order
          </button>
        )}
        <button type="submit" className="button button-danger" disabled={refund.isPending || chosen.length === 0}>
          Refund the chosen units
        </button>
      </div>
    </form>
  );
}

/** What a refund would give back, as the server quoted it: the goods, the shipping, the tax and the amount. */
function QuoteOf({ title, quote, error }: { title: string; quote?: RefundQuote; error: Error | null }) {
  if (error) return <ErrorText>{error.message}</ErrorText>;
  if (!quote) return null;
  return (
    <div role="group" aria-label={title}>
      <dl className="refund-quote">
        <dt>Goods</dt>
        <dd>{formatPrice(quote.goods)}</dd>
        {quote.shipping > 0 && (
          <>
            <dt>Shipping</dt>
            <dd>{formatPrice(quote.shipping)}</dd>
          </>
        )}
        <dt>{quote.taxLabel}</dt>
        <dd>{formatPrice(quote.tax)}</dd>
        <dt>
          <strong>{title}</strong>
        </dt>
        <dd>
          <strong>{formatPrice(quote.amount)}</strong>
        </dd>
      </dl>
    </div>
  );
}
