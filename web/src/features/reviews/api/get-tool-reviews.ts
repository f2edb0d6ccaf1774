import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { LIST_PAGE_SIZE, type ListPage } from '@/lib/list-page';
import type { ToolReview, ToolReviews } from '@/types/api';

import { toolReviewsKey } from './tool-review-keys';

/** A page of a tool's reviews as the pager reads it, with the summary of its shown ones. */
export type ToolReviewsPage = ListPage<ToolReview> & Omit<ToolReviews, 'reviews'>;

/** Newest first; `hidden` adds the hidden ones, for admins (with the stored token), else asked without credentials. */
export async function getToolReviews(toolId: string, offset: number, hidden: boolean): Promise<ToolReviewsPage> {
  const search = new URLSearchParams({ limit: String(LIST_PAGE_SIZE), offset: String(offset) });
  if (hidden) search.set('hidden', 'true');
  const { data, headers } = await api.getWithHeaders<ToolReviews>(
    `/tool/${encodeURIComponent(toolId)}/reviews?${search}`,
    hidden ? undefined : { token: null },
  );
  const { reviews, ...summary } = data;
  const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  return { ...summary, items: reviews, offset, total: Number.isNaN(total) ? offset + reviews.length : total };
}

export const toolReviewsQuery = (toolId: string, offset: number, hidden: boolean) =>
  queryOptions({
    queryKey: [...toolReviewsKey(toolId), 'page', { offset, hidden }],
    queryFn: () => getToolReviews(toolId, offset, hidden),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useToolReviews(toolId: string, offset: number, hidden: boolean) {
  return useQuery(toolReviewsQuery(toolId, offset, hidden));
}
