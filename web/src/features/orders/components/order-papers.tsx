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
      {order.invoice && (
        <Link className="cell-link" to={paths.dashboard.invoice.getHref(order._id)}>
          Invoice INV-{String(order.invoice.number).padStart(6, '0')}
        </Link>
      )}
      {order.refunds
        .filter((refund) => refund.creditNote)
        .map((refund) => (
          <Link key={refund.n} className="cell-link" to={paths.dashboard.invoice.getHref(order._id, refund.n)}>
            Credit note CN-{String(refund.creditNote!.number).padStart(6, '0')}
          </Link>
        ))}
    </>
  );
}
