import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';

import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/routes';

/** Where the app is now, updated on every navigation. */
export const currentLocation: { value?: Location } = {};

/** The router's navigate, e.g. history.navigate(-1) for the back button. */
export const history: { navigate?: NavigateFunction } = {};

function LocationProbe() {
  currentLocation.value = useLocation();
  history.navigate = useNavigate();
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
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
  return { user, ...result };
}
