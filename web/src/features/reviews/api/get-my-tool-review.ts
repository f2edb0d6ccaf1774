import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, isApiError } from '@/lib/api-client';
import type { ToolReview } from '@/types/api';

import { toolReviewsKey } from './tool-review-keys';

/**
 * The signed-in customer's part in the tool's reviews: their review, or none yet (`review`
 * null) with whether they may write one. The server decides who may (a buyer of the tool)
 * and says why not.
 */
export type MyToolReviewState = { review: ToolReview | null; refusal?: string };

export async function getMyToolReview(toolId: string): Promise<MyToolReviewState> {
  try {
    const path = `/tool/${encodeURIComponent(toolId)}/reviews/mine`;
    return { review: await api.get<ToolReview>(path, { forbiddenIsAnswer: true }) };
  } catch (error) {
    if (isApiError(error, 404)) return { review: null };
    if (isApiError(error, 403)) return { review: null, refusal: error.message };
    throw error;
  }
}

export const myToolReviewQuery = (toolId: string) =>
  queryOptions({ queryKey: [...toolReviewsKey(toolId), 'mine'], queryFn: () => getMyToolReview(toolId) });

/** No request while signed out. */
export function useMyToolReview(toolId: string, signedIn: boolean) {
  return useQuery({ ...myToolReviewQuery(toolId), enabled: signedIn });
}
