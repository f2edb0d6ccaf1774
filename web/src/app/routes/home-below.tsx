import { useDeal } from '@/features/home/api/get-deal';
import { AboutUs } from '@/features/home/components/about-us';
import { DealOfTheDay } from '@/features/home/components/deal-of-the-day';
import { TrustBand } from '@/features/home/components/trust-band';
import { UserReviews } from '@/features/reviews/components/user-reviews';

/**
 * The home page under its cards: the deal of the day, the trust band, the shop's reviews and
 * About us. Its own chunk, fetched once the first screen is drawn (home.tsx).
 */
export default function HomeBelowTheCards() {
  const deal = useDeal();
  return (
    <>
      <DealOfTheDay deal={deal.data} />
      <TrustBand />
      <UserReviews />
      <AboutUs />
    </>
  );
}
