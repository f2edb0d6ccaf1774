import { Fragment } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { paperName } from '@/lib/format';
import type { Order } from '@/types/api';

import { openGuestPaper } from '../api/get-invoice';

import { Shipment } from './order-timeline';

type OrderPapersProps = {
  order: Order;
  /** false when the page says where the order travels elsewhere (the order page's timeline). */
  shipment?: boolean;
  /** A guest order's key: its papers open with it rather than on the signed-in invoice page. */
  orderKey?: string;
};

/**
 * Where a shipped order travels (unless `shipment` is false), and the links to its invoice
 * and credit notes.
 */
export function OrderPapers({ order, shipment = true, orderKey }: OrderPapersProps) {
  const paper = (name: string, kind: string, n?: number) =>
    orderKey ? (
      <button type="button" className="link-button cell-link paper-link" aria-label={`${kind} ${name}`} onClick={() => openGuestPaper(order._id, orderKey, n)}>
        {name}
      </button>
    ) : (
      <Link className="cell-link paper-link" to={paths.dashboard.invoice.getHref(order._id, n)} aria-label={`${kind} ${name}`}>
        {name}
      </Link>
    );
  return (
    <>
      {shipment && order.state === 'shipped' && <Shipment carrier={order.carrier} trackingNumber={order.trackingNumber} />}
      {order.invoice && paper(paperName('INV', order.invoice.number), 'Invoice')}
      {order.refunds
        .filter((refund) => refund.creditNote)
        .map((refund) => (
          <Fragment key={refund.n}>{paper(paperName('CN', refund.creditNote!.number), 'Credit note', refund.n)}</Fragment>
        ))}
    </>
  );
}
