import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Order } from '@/types/api';

import { untilHoldEnds } from './hold-end';
import { orderKeys } from './keys';

/** A guest order, opened by its key rather than an account's token. */
export const getGuestOrder = (orderId: string, orderKey: string) =>
  api.get<Order>(`/orders/${encodeURIComponent(orderId)}`, { orderKey });

export const guestOrderQuery = (orderId: string, orderKey: string) =>
  queryOptions({
    // Under its key too: another key (a link opened in this tab) must be asked about afresh.
    queryKey: [...orderKeys.one(orderId), orderKey],
    queryFn: () => getGuestOrder(orderId, orderKey),
    enabled: orderKey !== '',
    retry: false,
    refetchInterval: (query) => untilHoldEnds(query.state.data),
  });

export function useGuestOrder(orderId: string, orderKey: string) {
  return useQuery(guestOrderQuery(orderId, orderKey));
}
