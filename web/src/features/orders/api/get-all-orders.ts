import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Order, OrderState } from '@/types/api';

import { orderKeys } from './keys';

/** Every customer's orders, or only those in `state`. */
export const getAllOrders = (state?: OrderState) =>
  api.get<Order[]>(state ? `/allorders?state=${encodeURIComponent(state)}` : '/allorders');

export const allOrdersQuery = (state?: OrderState) =>
  queryOptions({ queryKey: orderKeys.everyone(state), queryFn: () => getAllOrders(state) });

export function useAllOrders(state?: OrderState) {
  return useQuery(allOrdersQuery(state));
}
