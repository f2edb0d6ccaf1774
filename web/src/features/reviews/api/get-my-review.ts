import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Review } from '@/types/api';

import { getMine } from './get-mine';
import { reviewsKey } from './get-reviews';

/** The caller's review of the shop, or whether they may write one (a customer who bought from it). */
export const getMyReview = () => getMine<Review>('/ratings/mine');

export const myReviewQuery = queryOptions({ queryKey: [...reviewsKey, 'mine'], queryFn: getMyReview });

export function useMyReview() {
  return useQuery(myReviewQuery);
}
