import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { MutationMeta } from '@/lib/query-client';

/** The queries of one tool's reviews: its pages and the caller's own review. */
export const toolReviewsKey = (toolId: string) => ['tool-reviews', toolId] as const;

/**
 * A change to a tool's reviews: once it succeeds, its reviews are read again, and the tool's
 * answers (under 'tools', which carry its rating) with them.
 */
export function useToolReviewMutation<TVariables, TData>(
  toolId: string,
  mutationFn: (variables: TVariables) => Promise<TData>,
  meta?: MutationMeta,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta,
    // Not waited for: the caller's own callbacks (a toast) run while its form is still drawn;
    // the refreshed review then takes the form's place.
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: toolReviewsKey(toolId) });
      queryClient.invalidateQueries({ queryKey: ['tools'] });
    },
  });
}
