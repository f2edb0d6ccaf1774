import { QueryClient, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

import { isApiError } from '@/lib/api-client';

export function createQueryClient() {
  return new QueryClient({
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
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refreshKey }),
  });
}
