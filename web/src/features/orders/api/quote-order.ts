import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Order } from '@/types/api';

import type { OrderInput } from './create-order';

/**
 * The order Buy Now would place, priced by the server as the checkout's quote prices it,
 * placing nothing (POST /orders/quote). A guest's quote leaves out the email, which may be
 * half typed: it prices nothing a visitor can choose.
 */
export const quoteOrder = ({ key: _key, guestEmail, ...body }: OrderInput) =>
  api.post<Order>('/orders/quote', body, guestEmail === undefined ? {} : { token: null });

/** The quote of an order that can be priced; the last one stays shown while the next is asked. */
export const useOrderQuote = (input: OrderInput, enabled: boolean) =>
  useQuery({
    queryKey: ['orders', 'quote', input.toolId, input.variantId, input.quantity, input.country, input.region, input.shippingMethodId, input.guestEmail === undefined],
    queryFn: () => quoteOrder(input),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
