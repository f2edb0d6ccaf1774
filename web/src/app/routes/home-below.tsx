import { useDeal } from '@/features/home/api/get-deal';
import { AboutUs } from '@/features/home/components/about-us';
import { DealOfTheDay } from '@/features/home/components/deal-of-the-day';
import { TrustBand } from '@/features/home/components/trust-band';
import { DEAL_TOOL_NAME } from '@/features/home/deal';
import { UserReviews } from '@/features/reviews/components/user-reviews';
import { useTool } from '@/features/tools/api/get-tool';
import { useToolByName } from '@/features/tools/api/get-tool-by-name';

/**
 * The home page under its cards: the deal of the day, the trust band, the shop's reviews and
 * About us. Its own chunk, fetched once the first screen is drawn (home.tsx).
 */
export default function HomeBelowTheCards() {
  const deal = useDeal();
  // The deal an admin set, while it runs; else the spec's, on the wrench.
  const running = deal.data?.toolId !== undefined ? deal.data : undefined;
  const chosenTool = useTool(running?.toolId);
  const wrench = useToolByName(DEAL_TOOL_NAME);
  // A chosen tool the shop no longer has leaves the spec's deal.
  const shown = running && chosenTool.data ? running : undefined;

  return (
    <>
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
