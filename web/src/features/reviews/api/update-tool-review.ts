import { api } from '@/lib/api-client';
import type { Modified } from '@/types/api';

import { toolReviewFormMutation, type ToolReviewInput } from './create-tool-review';
import { useToolReviewMutation } from './tool-review-keys';

/** Writes the caller's review of the tool again. */
export const updateToolReview = (toolId: string, input: ToolReviewInput) =>
  api.put<Modified>(`/tool/${encodeURIComponent(toolId)}/reviews/mine`, input);

export const useUpdateToolReview = (toolId: string) =>
  useToolReviewMutation(toolId, (input: ToolReviewInput) => updateToolReview(toolId, input), toolReviewFormMutation);
