import type { ReactNode } from 'react';

import { OrderDelivery, OrderItems } from '@/components/order-details';
import { OrderParts } from '@/components/order-parts';
import { useNow } from '@/hooks/use-now';
import { formatDateTime, formatPrice } from '@/lib/format';
import type { Order } from '@/types/api';

import { OrderActions, useOrderCancellation } from './order-actions';
import { OrderPapers } from './order-papers';
import { OrderStatus } from './order-status';
import { OrderTimeline } from './order-timeline';

/** One part of the order page: a card with its heading, named by it. */
function OrderSection({ id, title, className = '', children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={`card order-section ${className}`} aria-labelledby={id}>
      <h2 id={id} className="card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

type OrderViewProps = {
  order: Order;
  /** Whether the reader is the order's customer, who may pay and cancel it; else an admin. */
  own: boolean;
  /** What else the page offers its customer, e.g. putting the lines back into the cart. */
  actions?: ReactNode;
  /**
   * A guest order's key, from its private link: the order is then paid on this page (in
   * `payment`), and cancelled and its papers opened with the key.
   */
  orderKey?: string;
  /** The card form, drawn beside the order while it waits for payment and its receipt after. */
  payment?: ReactNode;
};

/**
 * One order as its customer (or an admin) reads it: its state and what can be done now (Pay
 * and Cancel while it waits for payment), its lines, delivery, the parts of its total, its
 * invoice and credit notes, and its history.
 */
export function OrderView({ order, own, actions, orderKey, payment }: OrderViewProps) {
  // Keeps "Pay within …" current; the order is asked for again when its hold ends (useOrder).
  const now = useNow();
  const cancellation = useOrderCancellation(orderKey);
  const state = order.state;
  const hasPapers = order.invoice || order.refunds.some((refund) => refund.creditNote);

  return (
    <div className="order-view">
      <section className="card order-head" aria-label="Order state">
        <p className="order-placed">
          Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </p>
        <p className="order-state">
          <OrderStatus order={order} now={now} />
        </p>
        {(state === 'paid' || state === 'shipped' || state === 'refunded') && order.transactionId && (
          <p className="order-transaction">
            TransactionId: <code>{order.transactionId}</code>
          </p>
        )}
        {own && (
          <div className="order-actions">
            <OrderActions order={order} onCancel={cancellation.ask} guest={orderKey !== undefined} />
            {actions}
          </div>
        )}
      </section>

      {payment && (
        <OrderSection id="order-payment" title="Card payment">
          {payment}
        </OrderSection>
      )}

      <OrderSection id="order-items" title="Items">
        <OrderItems lines={order.lines} />
        <OrderParts order={order} />
        {order.refunded > 0 && <p className="refunded">{formatPrice(order.refunded)} refunded</p>}
      </OrderSection>

      <OrderSection id="order-delivery" title="Delivery">
        <OrderDelivery order={order} />
      </OrderSection>

      {hasPapers && (
        <OrderSection id="order-papers" title="Invoice and credit notes" className="order-papers">
          <OrderPapers order={order} shipment={false} orderKey={orderKey} />
        </OrderSection>
      )}

      <OrderSection id="order-timeline" title="Timeline">
        <OrderTimeline order={order} own={own} />
      </OrderSection>

      {cancellation.dialog}
    </div>
  );
}
