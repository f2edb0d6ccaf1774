import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { RefundQuote } from '@/types/api';

import type { RefundInput } from './refund-order';

/** What the refund asked would give back, as the server decides it, changing nothing. */
export const quoteRefund = ({ orderId, lines }: RefundInput) =>
  api.post<RefundQuote>(`/orders/${encodeURIComponent(orderId)}/refund/quote`, lines ? { lines } : undefined);

/** The quote of the refund the dialog would make now; the last one stays shown while the next is asked. */
export const useRefundQuote = (input: RefundInput, enabled = true) =>
  useQuery({
    queryKey: ['orders', 'refund-quote', input.orderId, input.lines ?? null],
    queryFn: () => quoteRefund(input),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
