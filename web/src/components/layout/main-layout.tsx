import { Outlet, ScrollRestoration } from 'react-router';

import { Footer } from '@/components/layout/footer';
import { TopBar } from '@/components/layout/top-bar';
import { Toaster } from '@/components/ui/toast';

export function MainLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopBar />
      <main id="main" className="container main">
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
