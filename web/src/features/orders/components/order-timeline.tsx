import { formatDateTime } from '@/lib/format';
import type { Order, OrderEvent } from '@/types/api';

import { trackingUrl } from '../tracking';

const eventLabels: Record<OrderEvent['kind'], string> = {
  placed: 'Placed',
  payment_started: 'Payment started',
  paid: 'Paid',
  shipped: 'Shipped',
  refund: 'Partly refunded',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** Who did it, as the order's customer reads it: they, the shop (its sweep or an admin). */
function byWhom(by: string) {
  return by === 'customer' ? 'by you' : 'by the shop';
}

/**
 * The order's history, oldest first: each event with its time and who made it; the shipment
 * with its carrier and tracking number, a link to the carrier's page when it is one we know.
 */
export function OrderTimeline({ order }: { order: Pick<Order, 'events' | 'carrier' | 'trackingNumber'> }) {
  const events = order.events ?? [];
  if (events.length === 0) return <p>No history yet.</p>;
  return (
    <ol className="timeline">
      {events.map((event, index) => (
        <li key={index} className={`timeline-event timeline-${event.kind}`}>
          <span className="timeline-label">{eventLabels[event.kind] ?? event.kind}</span>{' '}
          <time dateTime={event.at}>{formatDateTime(event.at)}</time>{' '}
          <span className="timeline-by">{byWhom(event.by)}</span>
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
