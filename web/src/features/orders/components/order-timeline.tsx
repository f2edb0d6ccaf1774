import { formatDateTime } from '@/lib/format';
import type { Order, OrderEvent } from '@/types/api';

import { trackingUrl } from '../tracking';

const eventLabels: Record<OrderEvent['kind'], string> = {
  placed: 'Placed',
  payment_started: 'Payment started',
  confirmed: 'Confirmed',
  paid: 'Paid',
  ready_for_pickup: 'Ready for pickup',
  shipped: 'Shipped',
  picked_up: 'Picked up',
  refund: 'Partly refunded',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/**
 * Who did it: for the order's customer, they or the shop (its sweep or an admin); for an
 * admin, the customer, the shop or the admin by their email.
 */
function byWhom(by: string, own: boolean) {
  if (by === 'customer') return own ? 'by you' : 'by the customer';
  return own || by === 'shop' ? 'by the shop' : `by ${by}`;
}

/**
 * The order's history, oldest first: each event with its time and who made it; the shipment
 * with its carrier and tracking number, a link to the carrier's page when it is one we know.
 */
type OrderTimelineProps = { order: Pick<Order, 'events' | 'carrier' | 'trackingNumber'>; own: boolean };

export function OrderTimeline({ order, own }: OrderTimelineProps) {
  const events = order.events ?? [];
  if (events.length === 0) return <p>No history yet.</p>;
  return (
    <ol className="timeline">
      {events.map((event, index) => (
        <li key={index} className={`timeline-event timeline-${event.kind}`}>
          <span className="timeline-label">{eventLabels[event.kind] ?? event.kind}</span>{' '}
          <time dateTime={event.at}>{formatDateTime(event.at)}</time>{' '}
          <span className="timeline-by">{byWhom(event.by, own)}</span>
          {event.kind === 'shipped' && <Shipment carrier={order.carrier} trackingNumber={order.trackingNumber} />}
          {(event.kind === 'refund' || event.kind === 'refunded') && event.note && <span className="timeline-note">{event.note}</span>}
        </li>
      ))}
    </ol>
  );
}

/** "UPS: 1Z999", the tracking number linking to the carrier's page when there is one. */
export function Shipment({ carrier, trackingNumber }: { carrier?: string; trackingNumber?: string }) {
  if (!carrier && !trackingNumber) return null;
  const url = trackingUrl(carrier, trackingNumber);
  return (
    <span className="shipment">
      {carrier ?? 'Carrier'}
      {trackingNumber && (
        <>
          {': '}
          {url ? (
            <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`Track ${trackingNumber} with ${carrier}`}>
              {trackingNumber}
            </a>
          ) : (
            trackingNumber
          )}
        </>
      )}
    </span>
  );
}
