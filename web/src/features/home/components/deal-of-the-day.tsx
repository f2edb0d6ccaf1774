import { Link } from 'react-router';

import { TaxLabel } from '@/components/ui/price';
import { paths } from '@/config/paths';
import { formatCountdown, useCountdown } from '@/hooks/use-countdown';
import { imageSources } from '@/lib/pictures';
import type { DealOfTheDay as Deal } from '@/types/api';

import { formatDealPrice } from '../deal';

// The picture sits beside the offer on wide screens (at most 400 px), under it on phones.
const dealImageSizes = '(max-width: 40rem) 100vw, 400px';

type DealOfTheDayProps = {
  /**
   * The deal the server says runs (GET /deal): undefined until it is known, when the section
   * keeps its place, showing nothing yet; null when there is none, and no section.
   */
  deal?: Deal | null;
};

/** At zero the countdown shows nothing further, as the spec has it; the next visit asks the server again. */
export function DealOfTheDay({ deal }: DealOfTheDayProps) {
  const remaining = useCountdown(deal ? Date.parse(deal.endsAt) : 0);
  if (deal === null) return null;
  const pending = deal === undefined;
  const name = deal?.name ?? '';
  return (
    <section className={pending ? 'section deal deal-pending' : 'section deal'} aria-labelledby="deal-title" aria-busy={pending}>
      <div className="deal-text">
        <p className="eyebrow">Deal of the Day</p>
        <h2 id="deal-title" className="deal-title">{name}</h2>
        <p className="deal-price">
          {/* The spec's words on their own, the label beside them. */}
          {deal && <span>Price : {formatDealPrice(deal.price)}</span>} <TaxLabel />
        </p>
        <p className="deal-ends">
          Deal Ends In:{' '}
          {remaining > 0 && (
            <time className="countdown" dateTime={`PT${Math.ceil(remaining / 1000)}S`}>
              {formatCountdown(remaining)}
            </time>
          )}
        </p>
        {deal?.toolId ? (
          // As on the tool cards: a name for screen readers, hidden words for crawlers.
          <Link to={paths.purchase.getHref(deal.toolId, deal.variantId)} className="button" aria-label={`Buy Now: ${name}`}>
            Buy Now<span className="visually-hidden">: {name}</span>
          </Link>
        ) : (
          <button type="button" className="button" disabled>
            Buy Now
          </button>
        )}
      </div>
      {deal?.image && <img {...imageSources(deal.image, dealImageSizes)} alt={name} width={400} height={300} loading="lazy" className="deal-image" />}
    </section>
  );
}
