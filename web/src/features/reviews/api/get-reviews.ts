import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Review } from '@/types/api';

export const getReviews = () => api.get<Review[]>('/ratings', { token: null });

export const reviewsQuery = queryOptions({ queryKey: ['ratings'], queryFn: getReviews });

export function useReviews() {
  return useQuery(reviewsQuery);
}
