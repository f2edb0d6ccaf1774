import { Link } from 'react-router';

import { LineVariant } from '@/components/line-variant';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { imageSources } from '@/lib/pictures';
import type { Order, OrderLine, PickupPlace } from '@/types/api';

/**
 * What an order bought, a line each: the tool's picture and name, linking to its purchase page
 * (in the line's variant) while the tool is sold (a deleted tool's line keeps its name, without
 * a link), the variant's name and SKU, the quantity at its frozen unit price, the line's amount
 * and what was refunded of it. The order page and the payment's receipt draw an order's lines
 * with it.
 */
export function OrderItems({ lines }: { lines: OrderLine[] }) {
  return (
    <ul className="order-items">
      {lines.map((line, index) => (
        <li key={index} className="order-item">
          {line.image ? (
            <img className="order-item-picture" {...imageSources(line.image, '4rem')} alt="" loading="lazy" />
          ) : (
            <span className="order-item-picture order-item-gone" aria-hidden="true" />
          )}
          <div className="order-item-text">
            {line.image ? (
              <Link className="order-item-name" to={paths.purchase.getHref(line.toolId, line.variantId)}>
                {line.toolsName}
              </Link>
            ) : (
              <span className="order-item-name">
                {line.toolsName} <span className="refunded">(no longer sold)</span>
              </span>
            )}
            <LineVariant line={line} as="span" />
            <span className="order-item-quantity">
              {line.quantity} × <span className="nowrap">{formatPrice(line.unitPrice)}</span>
            </span>
            {line.refundedQuantity > 0 && <span className="refunded">{line.refundedQuantity} refunded</span>}
          </div>
          <span className="order-item-amount numeric">{formatPrice(line.price)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Where and how an order travels: its address, phone and shipping method, those it has; for a
 * pickup, where and when it waits instead of an address.
 */
export function OrderDelivery({ order }: { order: Pick<Order, 'customerName' | 'address' | 'number' | 'shippingMethod' | 'pickup'> }) {
  return (
    <dl className="summary-list order-delivery">
      {order.customerName && (
        <>
          <dt>Name</dt>
          <dd>{order.customerName}</dd>
        </>
      )}
      {order.address && !order.pickup && (
        <>
          <dt>Deliver to</dt>
          <dd>{order.address}</dd>
        </>
      )}
      {order.number && (
        <>
          <dt>Phone</dt>
          <dd>{order.number}</dd>
        </>
      )}
      {order.shippingMethod && (
        <>
          <dt>Delivery</dt>
          <dd>{order.shippingMethod}</dd>
        </>
      )}
      {order.pickup && <PickupPlaceTerms place={order.pickup} />}
    </dl>
  );
}

/** A pickup's address and opening hours as terms of a list, those the shop wrote, each line as written. */
export function PickupPlaceTerms({ place }: { place: PickupPlace }) {
  return (
    <>
      {place.address && (
        <>
          <dt>Pick up at</dt>
          <dd className="pickup-text">{place.address}</dd>
        </>
      )}
      {place.hours && (
        <>
          <dt>Opening hours</dt>
          <dd className="pickup-text">{place.hours}</dd>
        </>
      )}
    </>
  );
}
