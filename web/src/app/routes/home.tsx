import { PageHead } from '@/components/layout/page';
import { AddToCart } from '@/features/cart/components/add-to-cart';
import { useDeal } from '@/features/home/api/get-deal';
import { AboutUs } from '@/features/home/components/about-us';
import { DealOfTheDay } from '@/features/home/components/deal-of-the-day';
import { Hero } from '@/features/home/components/hero';
import { TrustBand } from '@/features/home/components/trust-band';
import { DEAL_TOOL_NAME } from '@/features/home/deal';
import { UserReviews } from '@/features/reviews/components/user-reviews';
import { useTool } from '@/features/tools/api/get-tool';
import { useToolByName } from '@/features/tools/api/get-tool-by-name';
import { AvailableTools } from '@/features/tools/components/available-tools';

export function HomeRoute() {
  const deal = useDeal();
  // The deal an admin set, while it runs; else the spec's, on the wrench.
  const running = deal.data?.toolId !== undefined ? deal.data : undefined;
  const chosenTool = useTool(running?.toolId);
  const wrench = useToolByName(DEAL_TOOL_NAME);
  // A chosen tool the shop no longer has leaves the spec's deal.
  const shown = running && chosenTool.data ? running : undefined;

  return (
    <>
      <PageHead
        title="Hand tools and power tools"
        nameFirst
        description="Hand tools and power tools for trade and home: drills, saws, grinders, wrenches and more, with their prices and stock. Order online and pay by card."
      />
      <Hero />
      <AvailableTools moreActions={(tool) => <AddToCart tool={tool} />} />
      <DealOfTheDay
        deal={shown}
        tool={shown ? chosenTool.data : wrench}
        pending={deal.isPending || (running !== undefined && chosenTool.isPending)}
        onEnd={deal.refetch}
      />
      <TrustBand />
      <UserReviews />
      <AboutUs />
    </>
  );
}
