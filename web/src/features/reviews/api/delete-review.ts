import { api } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Deleted } from '@/types/api';

import { reviewsKey } from './get-reviews';

/** Admins only. */
export const deleteReview = (id: string) => api.delete<Deleted>(`/ratings/${encodeURIComponent(id)}`);

export const useDeleteReview = () => useRefreshingMutation(deleteReview, reviewsKey);
