import { api } from '@/lib/api-client';
import { atLeast, atMost, formMutation, required, type Schema } from '@/lib/form';
import { useRefreshingMutation } from '@/lib/query-client';
import type { Created } from '@/types/api';

import { reviewsKey } from './get-reviews';

export type ReviewFormValues = { ratings: string; description: string };

export const reviewSchema: Schema<ReviewFormValues> = {
  ratings: [
    required('Ratings is required'),
    atLeast(1, 'Give Rating number Between 1 to 5'),
    atMost(5, 'Give Rating number Between 1 to 5'),
  ],
  description: [required('Description is required')],
};

/** The server signs the review with the account's name, so none is sent. */
export type ReviewInput = { ratings: number; description: string };

export const createReview = (input: ReviewInput) => api.post<Created>('/ratings', input);

export const useCreateReview = () => useRefreshingMutation(createReview, reviewsKey, formMutation);
