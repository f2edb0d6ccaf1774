// How an order's state reads to people, and the time left to pay. Every order page goes through
// here, so they all say the same thing; what an order allows is the server's `actions`, and its
// number the server's `orderNumber`.
import type { Order, OrderState } from '@/types/api';

export const orderStates: readonly OrderState[] = ['pending', 'paid', 'shipped', 'cancelled', 'expired', 'refunded'];

export const orderStateLabels: Record<OrderState, string> = {
  pending: 'Pending payment',
  paid: 'Paid',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
};

/**
 * Manage All Orders: its Payment column already says Paid, so a paid order's status says what is
 * left to do. "To ship", its filter, holds the pickup orders not picked up yet too.
 */
export const adminStateLabels: Record<OrderState, string> = { ...orderStateLabels, paid: 'To ship' };

type PickupOrder = Pick<Order, 'pickup'>;

/** A pickup order's own words: "Ready for pickup" once ready, "Picked up" (never "Shipped") once taken; null for the rest. */
function pickupLabel(order: PickupOrder, state: OrderState) {
  if (!order.pickup) return null;
  if (state === 'shipped') return 'Picked up';
  return state === 'paid' && order.pickup.readyAt ? 'Ready for pickup' : null;
}

/**
 * How the order's state reads to its customer, or to admins, for whom a paid order says what is
 * left to do: shipping it, or preparing a pickup.
 */
export function stateLabel(order: PickupOrder, state: OrderState, admin = false) {
  const pickup = pickupLabel(order, state);
  if (pickup) return pickup;
  if (!admin) return orderStateLabels[state];
  return order.pickup && state === 'paid' ? 'To prepare' : adminStateLabels[state];
}

/** The spec's shipping status on My Orders: Pending until an order ships (or is ready or picked up); none for a closed order. */
export function shippingLabel(order: PickupOrder, state: OrderState) {
  const pickup = pickupLabel(order, state);
  if (pickup) return pickup;
  if (state === 'shipped') return 'Shipped';
  return state === 'pending' || state === 'paid' ? 'Pending' : null;
}

/** The spec's payment column of the admin list: Unpaid or Paid (a refunded order was paid back). */
export function paymentLabel(state: OrderState) {
  if (state === 'paid' || state === 'shipped') return 'Paid';
  return state === 'refunded' ? 'Refunded' : 'Unpaid';
}

export function isOrderState(value: string | null | undefined): value is OrderState {
  return orderStates.includes(value as OrderState);
}

type TimedOrder = Pick<Order, 'state' | 'expiresAt'>;

/** Milliseconds until a pending order expires; null for other orders or without an expiresAt. */
function msLeftToPay(order: TimedOrder, now: number) {
  if (order.state !== 'pending' || !order.expiresAt) return null;
  const left = Date.parse(order.expiresAt) - now;
  return Number.isNaN(left) ? null : left;
}

/** "Pay within 42 min", "Pay within 1 h 5 min"; null when the order is not waiting for payment. */
export function timeLeftToPay(order: TimedOrder, now: number) {
  const left = msLeftToPay(order, now);
  if (left === null || left <= 0) return null;
  // Rounded up: with 30 seconds left the customer still has "1 min", never "0 min".
  const minutes = Math.ceil(left / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `Pay within ${rest} min`;
  return rest === 0 ? `Pay within ${hours} h` : `Pay within ${hours} h ${rest} min`;
}
