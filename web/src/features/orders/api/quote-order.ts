import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Order } from '@/types/api';

/** The order the purchase form would place, priced by the server, placing nothing (POST /orders/quote). */
export const quoteOrder = (toolId: string, quantity: number) => api.post<Order>('/orders/quote', { toolId, quantity });

/** The quote of a quantity that can be ordered; the last one stays shown while the next is asked. */
export const useOrderQuote = (toolId: string, quantity: number, enabled: boolean) =>
  useQuery({
    queryKey: ['orders', 'quote', toolId, quantity],
    queryFn: () => quoteOrder(toolId, quantity),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
