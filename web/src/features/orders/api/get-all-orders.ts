import { queryOptions, useQuery } from '@tanstack/react-query';

import { getListPage, LIST_PAGE_SIZE } from '@/lib/list-page';
import type { Order } from '@/types/api';

import { orderKeys, type OrdersQuery } from './keys';

/** A page of every customer's orders, newest first, maybe only in one state or matching a search. */
export const getAllOrders = ({ state, q, offset }: OrdersQuery) =>
  getListPage<Order>('/allorders', { state, q, limit: LIST_PAGE_SIZE, offset });

export const allOrdersQuery = (query: OrdersQuery) =>
  queryOptions({ queryKey: orderKeys.everyone(query), queryFn: () => getAllOrders(query) });

export function useAllOrders(query: OrdersQuery) {
  return useQuery(allOrdersQuery(query));
}
