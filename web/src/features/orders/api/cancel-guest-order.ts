import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Deleted } from '@/types/api';

import { orderKeys } from './keys';

/** A guest cancels their unpaid order with its key. */
export const cancelGuestOrder = ({ orderId, orderKey }: { orderId: string; orderKey: string }) =>
  api.delete<Deleted>(`/orders/${encodeURIComponent(orderId)}`, { orderKey });

export const useCancelGuestOrder = () => useRefreshingMutation(cancelGuestOrder, orderKeys.all);
