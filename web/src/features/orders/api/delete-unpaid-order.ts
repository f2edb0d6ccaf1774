import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Deleted } from '@/types/api';

import { orderKeys } from './keys';

/** An admin deletes an unpaid order. */
export const deleteUnpaidOrder = (orderId: string) =>
  api.delete<Deleted>(`/order/unpaid/${encodeURIComponent(orderId)}`);

export const useDeleteUnpaidOrder = () => useRefreshingMutation(deleteUnpaidOrder, orderKeys.all);
