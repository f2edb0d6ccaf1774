import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { Order } from '@/types/api';

/** Where a shipped order travels, and the links to its invoice and credit notes. */
export function OrderPapers({ order }: { order: Order }) {
  return (
    <>
      {order.state === 'shipped' && (order.carrier || order.trackingNumber) && (
        <span className="shipment">
          {order.carrier ?? 'Carrier'}
          {order.trackingNumber && `: ${order.trackingNumber}`}
        </span>
      )}
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

/** "INV-000042": an invoice's or credit note's name, as on the paper itself. */
const paperName = (prefix: string, number: number) => `${prefix}-${String(number).padStart(6, '0')}`;

/** A paper's link: its name in the narrow cell, what it is for screen readers. */
function PaperLink({ to, name, kind }: { to: string; name: string; kind: string }) {
  return (
    <Link className="cell-link paper-link" to={to} aria-label={`${kind} ${name}`}>
      {name}
    </Link>
  );
}
