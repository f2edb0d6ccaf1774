import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Deal } from '@/types/api';

/** The deal of the day while it runs; {} when none does. */
export const getDeal = () => api.get<Deal | { toolId?: undefined }>('/deal', { token: null });

export const dealQuery = queryOptions({ queryKey: ['deal'], queryFn: getDeal });

export const useDeal = () => useQuery(dealQuery);
