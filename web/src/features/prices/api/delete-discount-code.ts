import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Deleted } from '@/types/api';

import { discountCodesQuery } from './get-discount-codes';

export const deleteDiscountCode = (id: string) => api.delete<Deleted>(`/admin/discount-codes/${encodeURIComponent(id)}`);

export const useDeleteDiscountCode = () => useRefreshingMutation(deleteDiscountCode, discountCodesQuery.queryKey);
