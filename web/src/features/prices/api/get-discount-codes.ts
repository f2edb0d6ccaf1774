import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { DiscountCode } from '@/types/api';

export const getDiscountCodes = () => api.get<DiscountCode[]>('/admin/discount-codes');

export const discountCodesQuery = queryOptions({ queryKey: ['prices', 'discount-codes'], queryFn: getDiscountCodes });

export const useDiscountCodes = () => useQuery(discountCodesQuery);
