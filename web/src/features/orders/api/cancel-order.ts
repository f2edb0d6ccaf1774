import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Deleted } from '@/types/api';

import { orderKeys } from './keys';

/** A customer cancels one of their unpaid orders. */
export const cancelOrder = (orderId: string) => api.delete<Deleted>(`/orders/${encodeURIComponent(orderId)}`);

export const useCancelOrder = () => useRefreshingMutation(cancelOrder, orderKeys.all);
