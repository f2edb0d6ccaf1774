// The session: the stored API token, the account it belongs to, and the route guards.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { accessToken, api, isApiError, onSessionEnded } from '@/lib/api-client';
import type { Account, Ended } from '@/types/api';

async function getAccount(): Promise<Account | null> {
  if (!accessToken.get()) return null;
  try {
    return await api.get<Account>('/auth/me');
  } catch (error) {
    // An expired or ended session: the API client has forgotten the token and said why.
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const accountQuery = queryOptions({
  queryKey: ['account'],
  queryFn: getAccount,
  staleTime: Infinity,
  // Without a token there is no account to ask for: a visitor's first render already knows it,
  // and a tap kept from the server's page is carried out a render sooner (lib/takeover.ts).
  initialData: () => (accessToken.get() ? undefined : null),
});

/** The signed-in account: undefined while loading, null when signed out. */
export function useAccount() {
  return useQuery(accountQuery);
}

/** The account on pages inside ProtectedRoute, where it is always there. */
export function useSignedInAccount(): Account {
  const { data: account } = useAccount();
  if (!account) throw new Error('useSignedInAccount is for pages inside ProtectedRoute');
  return account;
}

/** Stores the API token and loads the account it belongs to. */
export async function startSession(queryClient: QueryClient, token: string) {
  accessToken.set(token);
  await queryClient.fetchQuery({ ...accountQuery, staleTime: 0 });
}

/** Ends this session on the server; the token is passed, as it is forgotten right after. */
const logout = (token: string) => api.post<Ended>('/auth/logout', undefined, { token });

function forgetSession(queryClient: QueryClient) {
  accessToken.clear();
  queryClient.setQueryData(accountQuery.queryKey, null);
}

function signOut(queryClient: QueryClient) {
  const token = accessToken.get();
  // Whatever the answer (a session ended already, no connection), this browser signs out.
  if (token) logout(token).catch(() => {});
  forgetSession(queryClient);
}

/** Signs out and goes to `to`. Leaving first keeps ProtectedRoute from sending the user to /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      navigate(to, { replace: true });
      signOut(queryClient);
    },
    [queryClient, navigate],
  );
}

/**
 * When the server turns the stored token away (session ended elsewhere, password changed, account
 * disabled, a page this account may not see), the app signs out and says why. On a signed-in page
 * ProtectedRoute then sends the user to /login and back here after signing in; a public page stays.
 * Used once, by the routes.
 */
export function useSignOutWhenSessionEnds() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionEnded((message) => {
        forgetSession(queryClient);
        toast.error(message);
      }),
    [queryClient],
  );
}

/** Signed-in pages: a visitor goes to /login and comes back here after signing in. */
export function ProtectedRoute() {
  const { data: account, isPending } = useAccount();
  const location = useLocation();

  if (isPending) return <Spinner label="Checking your session" />;
  if (!account) {
    return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
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
  useEffect(() => {
    signOut(paths.login.getHref());
  }, [signOut]);
  return <Spinner label="Signing out" />;
}
