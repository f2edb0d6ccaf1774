import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import { orderKeys } from './keys';

/** An admin records that the customer took their paid pickup order: it becomes shipped, shown as "Picked up". */
export const pickUpOrder = (orderId: string) => api.put<Modified>(`/orders/picked-up/${encodeURIComponent(orderId)}`);

export const usePickUpOrder = () => useRefreshingMutation(pickUpOrder, orderKeys.all);
