import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import { orderKeys } from './keys';

/** An admin marks a paid pickup order ready: it stays paid, and its customer is mailed where and when to collect it. */
export const readyOrder = (orderId: string) => api.put<Modified>(`/orders/ready/${encodeURIComponent(orderId)}`);

export const useReadyOrder = () => useRefreshingMutation(readyOrder, orderKeys.all);
