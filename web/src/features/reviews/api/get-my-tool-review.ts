import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, isApiError } from '@/lib/api-client';
import type { ToolReview } from '@/types/api';

import { toolReviewsKey } from './tool-review-keys';

/** The signed-in customer's review of the tool, or null when they have written none. */
export async function getMyToolReview(toolId: string): Promise<ToolReview | null> {
  try {
    return await api.get<ToolReview>(`/tool/${encodeURIComponent(toolId)}/reviews/mine`);
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export const myToolReviewQuery = (toolId: string) =>
  queryOptions({ queryKey: [...toolReviewsKey(toolId), 'mine'], queryFn: () => getMyToolReview(toolId) });

/** No request while signed out. */
export function useMyToolReview(toolId: string, signedIn: boolean) {
  return useQuery({ ...myToolReviewQuery(toolId), enabled: signedIn });
}
