import { queryOptions, useQuery } from '@tanstack/react-query';

import { getListPage, LIST_PAGE_SIZE } from '@/lib/list-page';
import type { Order } from '@/types/api';

import { orderKeys } from './keys';

/** The newest guest orders placed with a verified account's email that it has not confirmed. */
export const getUnconfirmedOrders = () => getListPage<Order>('/orders/unconfirmed', { limit: LIST_PAGE_SIZE, offset: 0 });

export const unconfirmedOrdersQuery = (email: string) =>
  queryOptions({ queryKey: orderKeys.unconfirmed(email), queryFn: getUnconfirmedOrders });

export function useUnconfirmedOrders(email: string) {
  return useQuery(unconfirmedOrdersQuery(email));
}
