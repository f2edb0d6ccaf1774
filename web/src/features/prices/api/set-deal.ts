import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { formMutation } from '@/lib/form';
import type { Deal } from '@/types/api';

import { adminDealQuery } from './get-deal';

/** Sets the deal of the day; `{ toolId: '' }` ends it. */
export const setDeal = (deal: Deal | { toolId: '' }) => api.put<Deal>('/admin/deal', deal);

/** Refreshes the admin's deal and the home page's (GET /deal, under ['deal']). */
export function useSetDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDeal,
    meta: formMutation,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDealQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ['deal'] }),
      ]),
  });
}
