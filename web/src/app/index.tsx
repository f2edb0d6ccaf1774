import { BrowserRouter } from 'react-router';

import { AppProvider } from './provider';
import { AppRoutes } from './routes';

export function App() {
  return (
    <AppProvider>
      {/* Plain (non-transition) navigation, so leaving a page and signing out happen in order. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
