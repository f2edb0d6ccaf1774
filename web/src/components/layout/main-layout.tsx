import { Suspense, useEffect, type ComponentProps } from 'react';
import { Outlet, useLocation } from 'react-router';

import { Footer } from '@/components/layout/footer';
import { TopBar } from '@/components/layout/top-bar';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { Spinner } from '@/components/ui/spinner';

export function MainLayout({ cartLink, categoryMenu }: Pick<ComponentProps<typeof TopBar>, 'cartLink' | 'categoryMenu'>) {
  const { pathname } = useLocation();

  // A new page starts at its top, as a full page load would. (Braces: Chrome's scrollTo returns a
  // promise, which React would take for a cleanup function.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar cartLink={cartLink} categoryMenu={categoryMenu} />
      <main id="main" className="container main">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
