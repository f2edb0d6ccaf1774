import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Modified } from '@/types/api';

import { reviewsKey } from './get-reviews';
import type { ReviewHiding } from './hide-tool-review';

/** Admins only: hides a review of the shop (kept, out of the home page) or shows it again. */
export const hideReview = ({ reviewId, hidden }: ReviewHiding) =>
  api.put<Modified>(`/admin/ratings/${encodeURIComponent(reviewId)}/hidden`, { hidden });

export const useHideReview = () => useRefreshingMutation(hideReview, reviewsKey);
