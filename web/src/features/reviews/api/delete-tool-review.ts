import { api } from '@/lib/api-client';
import type { Deleted } from '@/types/api';

import { useToolReviewMutation } from './tool-review-keys';

/** Takes back the caller's review of the tool. */
export const deleteToolReview = (toolId: string) =>
  api.delete<Deleted>(`/tool/${encodeURIComponent(toolId)}/reviews/mine`);

export const useDeleteToolReview = (toolId: string) => useToolReviewMutation(toolId, deleteToolReview);
