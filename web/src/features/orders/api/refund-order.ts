import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import { orderKeys } from './keys';

/** An admin refunds a paid order that has not shipped: the money goes back to the card, the stock to the shop. */
export const refundOrder = (orderId: string) =>
  api.post<Modified>(`/orders/${encodeURIComponent(orderId)}/refund`, undefined);

export const useRefundOrder = () => useRefreshingMutation(refundOrder, orderKeys.all);
