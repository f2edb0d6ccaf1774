import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Deleted } from '@/types/api';

import { shippingMethodsQuery } from './get-shipping-methods';

export const deleteShippingMethod = (id: string) => api.delete<Deleted>(`/admin/shipping-methods/${encodeURIComponent(id)}`);

export const useDeleteShippingMethod = () => useRefreshingMutation(deleteShippingMethod, shippingMethodsQuery.queryKey);
