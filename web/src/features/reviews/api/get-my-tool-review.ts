import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ToolReview } from '@/types/api';

import { getMine } from './get-mine';
import { toolReviewsKey } from './tool-review-keys';

/** The caller's review of the tool, or whether they may write one (a buyer of the tool). */
export const getMyToolReview = (toolId: string) => getMine<ToolReview>(`/tool/${encodeURIComponent(toolId)}/reviews/mine`);

export const myToolReviewQuery = (toolId: string) =>
  queryOptions({ queryKey: [...toolReviewsKey(toolId), 'mine'], queryFn: () => getMyToolReview(toolId) });

/** No request while signed out. */
export function useMyToolReview(toolId: string, signedIn: boolean) {
  return useQuery({ ...myToolReviewQuery(toolId), enabled: signedIn });
}
