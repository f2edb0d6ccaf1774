import type { Order } from '@/types/api';

/**
 * How long until an order is asked for again: a pending order when its hold ends, so that what
 * it allows then (no Pay, no Cancel) is the server's word, and every half minute after until
 * the server has expired it; other orders not at all.
 */
export function untilHoldEnds(order: Pick<Order, 'state' | 'expiresAt'> | undefined): number | false {
  if (order?.state !== 'pending' || !order.expiresAt) return false;
  const left = Date.parse(order.expiresAt) - Date.now();
  return left > 0 ? left + 1_000 : 30_000;
}
