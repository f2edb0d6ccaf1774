// The session: the stored API token, the account it belongs to, and the route guards.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { accessToken, api, isApiError } from '@/lib/api-client';
import type { Account } from '@/types/api';

async function getAccount(): Promise<Account | null> {
  if (!accessToken.get()) return null;
  try {
    return await api.get<Account>('/auth/me');
  } catch (error) {
    // An expired or revoked token: the visitor is simply signed out.
    if (isApiError(error, 401)) {
      accessToken.clear();
      return null;
    }
    throw error;
  }
}

export const accountQuery = queryOptions({
  queryKey: ['account'],
  queryFn: getAccount,
  staleTime: Infinity,
});

/** The signed-in account: undefined while loading, null when signed out. */
export function useAccount() {
  return useQuery(accountQuery);
}

/** Stores the API token and loads the account it belongs to. */
export async function startSession(queryClient: QueryClient, token: string) {
  accessToken.set(token);
  await queryClient.fetchQuery({ ...accountQuery, staleTime: 0 });
}

export function signOut(queryClient: QueryClient) {
  accessToken.clear();
  queryClient.setQueryData(accountQuery.queryKey, null);
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(() => signOut(queryClient), [queryClient]);
}

/** Signed-in pages: a visitor goes to /login and comes back here after signing in. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: account, isPending } = useAccount();
  const location = useLocation();

  if (isPending) return <Spinner label="Checking your session" />;
  if (!account) {
    return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  }
  return children;
}

/** Admin pages: anyone else is signed out and sent to /login. */
export function AdminRoute() {
  const { data: account, isPending } = useAccount();

  if (isPending) return <Spinner label="Checking admin access" />;
  if (!account?.admin) return <SignOutToLogin />;
  return <Outlet />;
}

function SignOutToLogin() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  useEffect(() => {
    signOut();
    navigate(paths.login.getHref(), { replace: true });
  }, [signOut, navigate]);
  return <Spinner label="Signing out" />;
}
