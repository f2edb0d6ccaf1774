import { Link } from 'react-router';

import { LineVariant } from '@/components/line-variant';
import { ErrorText } from '@/components/ui/error-text';
import { Pager } from '@/components/ui/pager';
import { ListToolbar } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useListParams } from '@/hooks/use-list-params';
import { useNow } from '@/hooks/use-now';
import { formatDateTime, formatPrice } from '@/lib/format';
import { imageSources } from '@/lib/pictures';
import type { Order } from '@/types/api';

import { useMyOrders } from '../api/get-my-orders';
import { shippingLabel } from '../order-state';
import { OrderActions, useOrderCancellation } from './order-actions';
import { OrderPapers } from './order-papers';
import { OrderStatus } from './order-status';
import { UnconfirmedOrders } from './unconfirmed-orders';

/** A customer's orders; a verified account's also the guest orders of its email to confirm. */
export function MyOrders({ email, verified }: { email: string; verified: boolean }) {
  // The search and the page live in the URL (?q=drill&page=2).
  return (
    <>
      {verified && <UnconfirmedOrders email={email} />}
      <ListToolbar label="Search your orders" placeholder="Order number or tool" />
      <OrderList email={email} />
    </>
  );
}

function OrderList({ email }: { email: string }) {
  const { q, page, offset, setPage } = useListParams();
  const { data: list, error, isPending } = useMyOrders(email, { q, offset });
  const cancellation = useOrderCancellation();
  // Keeps "Pay within …" current and hides Pay and Cancel once an order runs out of time.
  const now = useNow();

  if (isPending) return <Spinner label="Loading your orders" />;
  if (error) return <ErrorText>{error.message}</ErrorText>;
  if (list.total === 0 && q) return <p>No orders match ‘{q}’.</p>;
  if (list.total === 0) {
    return (
      <p>
        You have no orders yet. <Link to={paths.home.getHref()}>Browse the tools</Link>.
      </p>
    );
  }

  return (
    <>
      <ul className="order-cards" aria-label="Your orders">
        {list.items.map((order) => (
          <li key={order._id}>
            <OrderCard order={order} now={now} onCancel={cancellation.ask} />
          </li>
        ))}
      </ul>
      <Pager label="your orders" list={list} page={page} onPage={setPage} />
      {cancellation.dialog}
    </>
  );
}

/** "10 items", or for several tools "3 tools, 24 items". */
function itemCount(order: Pick<Order, 'lines' | 'quantity'>) {
  const items = `${order.quantity} ${order.quantity === 1 ? 'item' : 'items'}`;
  return order.lines.length > 1 ? `${order.lines.length} tools, ${items}` : items;
}

type OrderCardProps = { order: Order; now: number; onCancel: (order: Order) => void };

/**
 * One order of the list: its first tool's picture, its number (linking to its page), when it
 * was placed, its tools and how many, the variants they are, its total, its state and the spec's shipping status,
 * its papers, and Pay and Cancel while it waits for payment. Each value carries its label
 * (data-label), as a table's cells do.
 */
function OrderCard({ order, now, onCancel }: OrderCardProps) {
  const state = order.state;
  const picture = order.lines[0]?.image;
  const titleId = `order-${order._id}`;
  return (
    <article className="card order-card" aria-labelledby={titleId}>
      {picture ? (
        <img className="order-card-picture" {...imageSources(picture, '5rem')} alt="" loading="lazy" />
      ) : (
        <span className="order-card-picture order-item-gone" aria-hidden="true" />
      )}
      <div className="order-card-main">
        <h2 className="order-card-title" data-label="Order">
          <Link id={titleId} to={paths.dashboard.order.getHref(order._id)}>
            {order.orderNumber}
          </Link>
        </h2>
        <p className="order-card-placed" data-label="Placed">
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </p>
        <p className="order-card-tools" data-label="Tools">
          <span className="order-card-names">{order.toolsName}</span> <span className="nowrap">· {itemCount(order)}</span>
        </p>
        {order.lines.map((line, index) => (
          <LineVariant key={index} line={line} withTool={order.lines.length > 1} />
        ))}
        <div className="order-card-status" data-label="Status">
          <OrderStatus order={order} now={now} />
          {(state === 'paid' || state === 'shipped') && (
            <span className="transaction" title={order.transactionId}>
              TransactionId: {order.transactionId}
            </span>
          )}
        </div>
        <p className="order-card-shipping">
          Shipping: <span data-label="Shipping">{shippingLabel(order, state) ?? '—'}</span>
        </p>
        <div className="order-card-papers">
          <OrderPapers order={order} />
        </div>
      </div>
      <div className="order-card-side">
        <p className="order-card-total price" data-label="Total">
          {formatPrice(order.price)}
        </p>
        <div className="order-card-actions" data-label="Actions">
          <OrderActions order={order} onCancel={onCancel} />
        </div>
      </div>
    </article>
  );
}
