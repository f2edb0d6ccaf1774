import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { DealOfTheDay } from '@/types/api';

/** The deal of the day the server says the home page shows; null when there is none. */
export const getDeal = () => api.get<DealOfTheDay | null>('/deal', { token: null });

export const dealQuery = queryOptions({ queryKey: ['deal'], queryFn: getDeal });

export const useDeal = () => useQuery(dealQuery);
