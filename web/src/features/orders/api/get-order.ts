import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Order } from '@/types/api';

import { untilHoldEnds } from './hold-end';
import { orderKeys } from './keys';

export const getOrder = (orderId: string) => api.get<Order>(`/orders/${encodeURIComponent(orderId)}`);

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.one(orderId),
    queryFn: () => getOrder(orderId),
    refetchInterval: (query) => untilHoldEnds(query.state.data),
  });

export function useOrder(orderId: string) {
  return useQuery(orderQuery(orderId));
}
