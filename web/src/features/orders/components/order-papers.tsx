import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { paperName } from '@/lib/format';
import type { Order } from '@/types/api';

import { Shipment } from './order-timeline';

/**
 * Where a shipped order travels (unless `shipment` is false: the order page says it in its
 * timeline), and the links to its invoice and credit notes.
 */
export function OrderPapers({ order, shipment = true }: { order: Order; shipment?: boolean }) {
  return (
    <>
      {shipment && order.state === 'shipped' && <Shipment carrier={order.carrier} trackingNumber={order.trackingNumber} />}
      {order.invoice && <PaperLink to={paths.dashboard.invoice.getHref(order._id)} name={paperName('INV', order.invoice.number)} kind="Invoice" />}
      {order.refunds
        .filter((refund) => refund.creditNote)
        .map((refund) => (
          <PaperLink
            key={refund.n}
            to={paths.dashboard.invoice.getHref(order._id, refund.n)}
            name={paperName('CN', refund.creditNote!.number)}
            kind="Credit note"
          />
        ))}
    </>
  );
}

/** A paper's link: its name in the narrow cell, what it is for screen readers. */
function PaperLink({ to, name, kind }: { to: string; name: string; kind: string }) {
  return (
    <Link className="cell-link paper-link" to={to} aria-label={`${kind} ${name}`}>
      {name}
    </Link>
  );
}
