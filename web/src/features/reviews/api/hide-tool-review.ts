import { api } from '@/lib/api-client';
import type { Modified } from '@/types/api';

import { useToolReviewMutation } from './tool-review-keys';

export type ReviewHiding = { reviewId: string; hidden: boolean };

/** Admins only: hides a review (kept, out of the list and the rating) or shows it again. */
export const hideToolReview = ({ reviewId, hidden }: ReviewHiding) =>
  api.put<Modified>(`/admin/reviews/${encodeURIComponent(reviewId)}/hidden`, { hidden });

export const useHideToolReview = (toolId: string) => useToolReviewMutation(toolId, hideToolReview);
