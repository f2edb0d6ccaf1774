import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { getListPage, LIST_PAGE_SIZE, nextPageOffset } from '@/lib/list-page';
import type { Review } from '@/types/api';

/** Every query of the shop's reviews: the pages, with the hidden ones or not, and the caller's own. */
export const reviewsKey = ['ratings'] as const;

/**
 * A page of reviews, newest first, and how many there are in all; `hidden` adds the hidden
 * ones, for admins (with the stored token), else asked without credentials.
 */
export const getReviews = (offset: number, hidden: boolean) =>
  getListPage<Review>(
    '/ratings',
    { limit: LIST_PAGE_SIZE, offset, hidden: hidden ? 'true' : undefined },
    hidden ? undefined : { token: null },
  );

export const reviewsQuery = (hidden: boolean) =>
  infiniteQueryOptions({
    queryKey: [...reviewsKey, { hidden }],
    queryFn: ({ pageParam }) => getReviews(pageParam, hidden),
    initialPageParam: 0,
    getNextPageParam: nextPageOffset,
  });

export function useReviews(hidden = false) {
  return useInfiniteQuery(reviewsQuery(hidden));
}
