import { lazy, Suspense } from 'react';

import { PageHead } from '@/components/layout/page';
import { AddToCart } from '@/features/cart/components/add-to-cart';
import { Hero } from '@/features/home/components/hero';
import { AvailableTools } from '@/features/tools/components/available-tools';
import { ShopByCategory } from '@/features/tools/components/category-links';

// Under the cards, below a phone's first screen and the server's markup: out of the first chunk.
const HomeBelowTheCards = lazy(() => import('./home-below'));

export function HomeRoute() {
  return (
    <>
      <PageHead
        title="Hand tools and power tools"
        nameFirst
        description="Hand tools and power tools for trade and home: drills, saws, grinders, wrenches and more, with their prices and stock. Order online and pay by card."
      />
      <Hero />
      <ShopByCategory />
      <AvailableTools moreActions={(tool) => <AddToCart tool={tool} />} />
      <Suspense fallback={null}>
        <HomeBelowTheCards />
      </Suspense>
    </>
  );
}
