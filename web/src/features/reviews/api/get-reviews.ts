import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import type { Review } from '@/types/api';

export const REVIEWS_PAGE_SIZE = 20;

export type ReviewsPage = { reviews: Review[]; offset: number; total: number };

/** A page of reviews, newest first, and how many there are in all (X-Total-Count). */
export async function getReviews(offset: number): Promise<ReviewsPage> {
  const { data, headers } = await api.getWithHeaders<Review[]>(
    `/ratings?limit=${REVIEWS_PAGE_SIZE}&offset=${offset}`,
    { token: null },
  );
  const reviews = data ?? [];
  const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  // Without the header, what arrived is all there is.
  return { reviews, offset, total: Number.isNaN(total) ? offset + reviews.length : total };
}

export const reviewsQuery = infiniteQueryOptions({
  queryKey: ['ratings'],
  queryFn: ({ pageParam }) => getReviews(pageParam),
  initialPageParam: 0,
  getNextPageParam: ({ reviews, offset, total }) => {
    const next = offset + reviews.length;
    return reviews.length > 0 && next < total ? next : undefined;
  },
});

export function useReviews() {
  return useInfiniteQuery(reviewsQuery);
}
