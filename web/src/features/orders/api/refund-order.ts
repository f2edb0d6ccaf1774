import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import { orderKeys } from './keys';

/** Units of one line (its tool, and variant if it has one) to refund, and whether they go back on the shelf (a kit's parts). */
export type RefundLine = { toolId: string; variantId?: string; quantity: number; restock: boolean };

/**
 * An admin refunds a paid order whole (no lines: the money goes back to the card, the stock to
 * the shop), or some units of the lines of a paid or shipped order (a return).
 */
export type RefundInput = { orderId: string; lines?: RefundLine[] };

export const refundOrder = ({ orderId, lines }: RefundInput) =>
  api.post<Modified>(`/orders/${encodeURIComponent(orderId)}/refund`, lines ? { lines } : undefined);

export const useRefundOrder = () => useRefreshingMutation(refundOrder, orderKeys.all);
