import { queryOptions, useQuery } from '@tanstack/react-query';

import { getListPage, LIST_PAGE_SIZE } from '@/lib/list-page';
import type { Order } from '@/types/api';

import { orderKeys, type OrdersQuery } from './keys';

/** A page of one customer's orders, newest first, maybe matching a search. */
export const getMyOrders = (email: string, { state, q, offset }: OrdersQuery) =>
  getListPage<Order>('/orders', { email, state, q, limit: LIST_PAGE_SIZE, offset });

export const myOrdersQuery = (email: string, query: OrdersQuery) =>
  queryOptions({ queryKey: orderKeys.customer(email, query), queryFn: () => getMyOrders(email, query) });

export function useMyOrders(email: string, query: OrdersQuery) {
  return useQuery(myOrdersQuery(email, query));
}
