import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Deleted } from '@/types/api';

import { orderKeys } from './keys';

/** Its customer cancels an unpaid order: with their token, or a guest with the order's key. */
export const cancelOrder = ({ orderId, orderKey }: { orderId: string; orderKey?: string }) =>
  api.delete<Deleted>(`/orders/${encodeURIComponent(orderId)}`, { orderKey });

export const useCancelOrder = () => useRefreshingMutation(cancelOrder, orderKeys.all);
