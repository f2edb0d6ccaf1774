import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { getListPage, LIST_PAGE_SIZE, nextPageOffset } from '@/lib/list-page';
import type { Review } from '@/types/api';

/** A page of reviews, newest first, and how many there are in all; asked without credentials. */
export const getReviews = (offset: number) =>
  getListPage<Review>('/ratings', { limit: LIST_PAGE_SIZE, offset }, { token: null });

export const reviewsQuery = infiniteQueryOptions({
  queryKey: ['ratings'],
  queryFn: ({ pageParam }) => getReviews(pageParam),
  initialPageParam: 0,
  getNextPageParam: nextPageOffset,
});

export function useReviews() {
  return useInfiniteQuery(reviewsQuery);
}
