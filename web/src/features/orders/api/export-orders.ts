import { api } from '@/lib/api-client';

/** Saves the orders placed from one day to another (YYYY-MM-DD, both included; either may be empty). */
export function exportOrders(from: string, to: string) {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const name = `orders${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
  return api.download(`/admin/orders.csv?${query}`, name);
}
