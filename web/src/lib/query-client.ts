import { MutationCache, QueryClient, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';

/** How a mutation's failures are shown, when not by the default toast of the server's message. */
export type MutationMeta = {
  /** True for the failures the page shows itself (in its form, under its inputs): no toast for them. */
  pageShows?: (error: Error) => boolean;
  /** The spec's words for a failure, in place of the server's message in the toast. */
  errorMessage?: (error: Error) => string | undefined;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/** For mutations whose every failure the page shows, e.g. sign-in errors in the form (spec 8). */
export const pageShowsEveryError: MutationMeta = { pageShows: () => true };

/** The spec's words for a 403 to an admin action, e.g. "You can not make an admin". */
export const whenForbidden = (message: string): MutationMeta => ({
  errorMessage: (error) => (isApiError(error, 403) ? message : undefined),
});

/**
 * The one default for a failed mutation: a toast of the server's message. A 401 gets none: the API
 * client has ended the session, which says why, and the sign-in forms show their own.
 */
function toastFailure(error: Error, meta: MutationMeta = {}) {
  if (isApiError(error, 401) || meta.pageShows?.(error)) return;
  toast.error(meta.errorMessage?.(error) ?? error.message);
}

export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => toastFailure(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        // Client errors will not go away by asking again.
        retry: (failureCount, error) => !isApiError(error, 400, 401, 403, 404, 409) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** A mutation that refreshes the queries under `refreshKey` once it succeeds. */
export function useRefreshingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refreshKey: QueryKey,
  meta?: MutationMeta,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refreshKey }),
  });
}
