import { Link } from 'react-router';

import { Cell, RowHeader } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import type { Order, OrderState } from '@/types/api';

import { stateLabel, timeLeftToPay } from '../order-state';

const badgeClass: Record<OrderState, string> = {
  pending: 'badge badge-warning',
  paid: 'badge badge-success',
  shipped: 'badge badge-success',
  cancelled: 'badge',
  expired: 'badge',
  refunded: 'badge badge-info',
};

type OrderStatusProps = {
  order: Pick<Order, 'state' | 'expiresAt' | 'pickup'>;
  now: number;
  /** Admins read what is left to do with a paid order (stateLabel). */
  admin?: boolean;
};

/** The order's state as a badge, and for an order waiting for payment the time left to pay. */
export function OrderStatus({ order, now, admin = false }: OrderStatusProps) {
  const state = order.state;
  const timeLeft = timeLeftToPay(order, now);
  return (
    <>
      <span className={badgeClass[state]}>{stateLabel(order, state, admin)}</span>
      {timeLeft && <span className="time-left">{timeLeft}</span>}
    </>
  );
}

/** The first cells of an order's row on a list: its number (a link to its page), then when it was placed. */
export function OrderNumberCells({ order }: { order: Pick<Order, '_id' | 'orderNumber' | 'createdAt'> }) {
  return (
    <>
      <RowHeader label="Order">
        <Link to={paths.dashboard.order.getHref(order._id)}>{order.orderNumber}</Link>
      </RowHeader>
      <Cell label="Placed">
        <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
      </Cell>
    </>
  );
}
