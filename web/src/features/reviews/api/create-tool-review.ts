import { api, isApiError } from '@/lib/api-client';
import { atLeast, atMost, formMutation, maxLength, required, type Schema } from '@/lib/form';
import type { MutationMeta } from '@/lib/query-client';
import type { Created } from '@/types/api';

import { useToolReviewMutation } from './tool-review-keys';

export type ToolReviewFormValues = { ratings: string; title: string; description: string };

/** The rules of a tool review, written or edited: the spec's review rules and a title. */
export const toolReviewSchema: Schema<ToolReviewFormValues> = {
  ratings: [
    required('Ratings is required'),
    atLeast(1, 'Give Rating number Between 1 to 5'),
    atMost(5, 'Give Rating number Between 1 to 5'),
  ],
  title: [required('Title is required'), maxLength(120, 'Must be 120 characters or fewer')],
  description: [required('Description is required'), maxLength(2000, 'Must be 2000 characters or fewer')],
};

export type ToolReviewInput = { ratings: number; title: string; description: string };

/**
 * The review form shows the server's refusals itself: its field messages under the inputs, and
 * a 403 ("Only customers who bought this tool can review it") or a 409 as they are.
 */
export const toolReviewFormMutation: MutationMeta = {
  pageShows: (error) => Boolean(formMutation.pageShows?.(error)) || isApiError(error, 403, 409),
};

export const createToolReview = (toolId: string, input: ToolReviewInput) =>
  api.post<Created>(`/tool/${encodeURIComponent(toolId)}/reviews`, input);

export const useCreateToolReview = (toolId: string) =>
  useToolReviewMutation(toolId, (input: ToolReviewInput) => createToolReview(toolId, input), toolReviewFormMutation);
