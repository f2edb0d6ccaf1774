import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';

import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/routes';

/** Where the app is now, updated on every navigation. */
export const currentLocation: { value?: Location } = {};

/** The router's navigate, e.g. history.navigate(-1) for the back button. */
export const history: { navigate?: NavigateFunction } = {};

/** The app's query client, to wait for a query's outcome that the page does not show. */
const appQueries: { client?: QueryClient } = {};

/**
 * Waits until the app's query `queryKey` has its outcome (its retries spent) and the page was
 * told it: for a check that something stays as it was, which holds before the answer too.
 */
export async function querySettled(queryKey: QueryKey, outcome: 'success' | 'error', timeout = 10_000) {
  await waitFor(() => expect(appQueries.client?.getQueryState(queryKey)?.status).toBe(outcome), { timeout });
  // The query client tells its observers on the next tick.
  await act(() => new Promise((told) => setTimeout(told, 0)));
}

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  // In the commit that shows the page, before any test reads it.
  useLayoutEffect(() => {
    currentLocation.value = location;
    history.navigate = navigate;
    appQueries.client = client;
  }, [location, navigate, client]);
  return null;
}

/** Renders the whole app (providers, routes) at `path`. */
export function renderApp(path = '/') {
  // No pause between keystrokes: typing stays fast on a busy machine.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <AppRoutes />
        <Probe />
      </MemoryRouter>
    </AppProvider>,
  );
  return { user, ...result };
}

/** Renders `ui` inside the app's providers (query client, auth), for a component's own test. */
export function renderWithProviders(ui: ReactNode) {
  const user = userEvent.setup({ delay: null });
  return { user, ...render(<AppProvider>{ui}</AppProvider>) };
}
