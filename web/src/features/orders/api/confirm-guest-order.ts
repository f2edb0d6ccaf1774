import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import { orderKeys } from './keys';

/**
 * The owner of a guest order's email says it is theirs: with the key of the link mailed to
 * it, or signed in to a verified account of the email, which then lists the order.
 */
export const confirmGuestOrder = ({ orderId, orderKey }: { orderId: string; orderKey?: string }) =>
  api.post<Modified>(`/orders/${encodeURIComponent(orderId)}/confirm`, undefined, { orderKey });

export const useConfirmGuestOrder = () => useRefreshingMutation(confirmGuestOrder, orderKeys.all);
