import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { startSession } from '@/lib/auth';
import { pageShowsEveryError } from '@/lib/query-client';
import type { Identity } from '@/types/api';

/** Trades the short-lived identity token for the API token of that account. */
export const exchangeToken = ({ email, token }: Identity) =>
  api.put<{ token: string }>(`/user/${encodeURIComponent(email)}`, { email }, { token });

async function completeSignIn(queryClient: QueryClient, identity: Identity) {
  const { token } = await exchangeToken(identity);
  await startSession(queryClient, token);
}

/** Every way in (password, signup, Google, reset) proves identity, then starts the same session. */
export function useSignIn<TInput>(proveIdentity: (input: TInput) => Promise<Identity>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => completeSignIn(queryClient, await proveIdentity(input)),
    meta: pageShowsEveryError,
  });
}
