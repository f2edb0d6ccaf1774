import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Order } from '@/types/api';

import { orderKeys } from './keys';

export const getAllOrders = () => api.get<Order[]>('/allorders');

export const allOrdersQuery = queryOptions({ queryKey: orderKeys.everyone, queryFn: getAllOrders });

export function useAllOrders() {
  return useQuery(allOrdersQuery);
}
