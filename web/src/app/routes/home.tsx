import { PageHead } from '@/components/layout/page';
import { AboutUs } from '@/features/home/components/about-us';
import { DealOfTheDay } from '@/features/home/components/deal-of-the-day';
import { Hero } from '@/features/home/components/hero';
import { TrustBand } from '@/features/home/components/trust-band';
import { DEAL_TOOL_NAME } from '@/features/home/deal';
import { UserReviews } from '@/features/reviews/components/user-reviews';
import { useToolByName } from '@/features/tools/api/get-tool-by-name';
import { AddToCart } from '@/features/cart/components/add-to-cart';
import { AvailableTools } from '@/features/tools/components/available-tools';

export function HomeRoute() {
  const dealTool = useToolByName(DEAL_TOOL_NAME);

  return (
    <>
      <PageHead
        title="Toolshop · Hand tools and power tools"
        description="Hand tools and power tools for trade and home: drills, saws, grinders, wrenches and more, with their prices and stock. Order online and pay by card."
      />
      <Hero />
      <AvailableTools moreActions={(tool) => <AddToCart tool={tool} />} />
      <DealOfTheDay tool={dealTool} />
      <TrustBand />
      <UserReviews />
      <AboutUs />
    </>
  );
}
