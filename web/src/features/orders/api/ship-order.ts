import { api } from '@/lib/api-client';
import { useRefreshingMutation, whenForbidden } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import { orderKeys } from './keys';

export const shipOrder = (orderId: string) => api.put<Modified>(`/orders/shipped/${encodeURIComponent(orderId)}`);

export const useShipOrder = () =>
  useRefreshingMutation(shipOrder, orderKeys.all, whenForbidden('You can not shipped order'));
