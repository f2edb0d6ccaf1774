import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Order } from '@/types/api';

import { orderKeys } from './keys';

export const getMyOrders = (email: string) => api.get<Order[]>(`/orders?email=${encodeURIComponent(email)}`);

export const myOrdersQuery = (email: string) =>
  queryOptions({ queryKey: orderKeys.customer(email), queryFn: () => getMyOrders(email) });

export function useMyOrders(email: string) {
  return useQuery(myOrdersQuery(email));
}
