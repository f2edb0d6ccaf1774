import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Deal } from '@/types/api';

/** The deal the admin set last: `toolId` '' when there is none, maybe ended. */
export const getAdminDeal = () => api.get<Deal>('/admin/deal');

export const adminDealQuery = queryOptions({ queryKey: ['prices', 'deal'], queryFn: getAdminDeal });

export const useAdminDeal = () => useQuery(adminDealQuery);
