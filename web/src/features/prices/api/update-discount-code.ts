import { api } from '@/lib/api-client';
import { formMutation } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import type { DiscountCodeInput } from './create-discount-code';
import { discountCodesQuery } from './get-discount-codes';

export const updateDiscountCode = ({ id, input }: { id: string; input: DiscountCodeInput }) =>
  api.put<Modified>(`/admin/discount-codes/${encodeURIComponent(id)}`, input);

export const useUpdateDiscountCode = () => useRefreshingMutation(updateDiscountCode, discountCodesQuery.queryKey, formMutation);
