import { useEffect, useState } from 'react';
import { Link } from 'react-router';

import { TaxLabel } from '@/components/ui/price';
import { paths } from '@/config/paths';
import { imageSources } from '@/lib/pictures';
import type { Deal, Tool } from '@/types/api';

import { DEAL_DURATION_MS, DEAL_PRICE, DEAL_TOOL_NAME, formatDealPrice } from '../deal';
import { formatCountdown, useCountdown } from '@/hooks/use-countdown';

// The picture sits beside the offer on wide screens (at most 400 px), under it on phones.
const dealImageSizes = '(max-width: 40rem) 100vw, 400px';

type DealOfTheDayProps = {
  /** The deal an admin set, while it runs; none for the spec's own (the wrench, $550). */
  deal?: Deal;
  /** The deal's tool (the chosen one, or the shop's UNIVERSAL WRENCH) once loaded. */
  tool?: Tool;
  /** Until it is known which deal runs: the section keeps its place, showing nothing yet. */
  pending?: boolean;
  /** Called when the deal's end comes, to ask what runs next. */
  onEnd?: () => void;
};

export function DealOfTheDay({ deal, tool, pending = false, onEnd }: DealOfTheDayProps) {
  // The spec's deal ends about 10,000,000 ms after each page load.
  const [loadDeadline] = useState(() => Date.now() + DEAL_DURATION_MS);
  const remaining = useCountdown(deal ? Date.parse(deal.endsAt) : loadDeadline);
  const name = deal ? (tool?.name ?? '') : DEAL_TOOL_NAME;
  const ended = deal !== undefined && remaining === 0;

  useEffect(() => {
    if (ended) onEnd?.();
  }, [ended, onEnd]);

  return (
    <section className={pending ? 'section deal deal-pending' : 'section deal'} aria-labelledby="deal-title" aria-busy={pending}>
      <div className="deal-text">
        <p className="eyebrow">Deal of the Day</p>
        <h2 id="deal-title" className="deal-title">{name}</h2>
        <p className="deal-price">
          {/* The spec's words on their own, the label beside them. */}
          <span>Price : {formatDealPrice(deal ? deal.price : DEAL_PRICE)}</span> <TaxLabel />
        </p>
        <p className="deal-ends">
          Deal Ends In:{' '}
          {remaining > 0 && (
            <time className="countdown" dateTime={`PT${Math.ceil(remaining / 1000)}S`}>
              {formatCountdown(remaining)}
            </time>
          )}
        </p>
        {tool ? (
          // As on the tool cards: a name for screen readers, hidden words for crawlers.
          <Link to={paths.purchase.getHref(tool._id)} className="button" aria-label={`Buy Now: ${name}`}>
            Buy Now<span className="visually-hidden">: {name}</span>
          </Link>
        ) : (
          <button type="button" className="button" disabled>
            Buy Now
          </button>
        )}
      </div>
      {tool && <img {...imageSources(tool.image, dealImageSizes)} alt={tool.name} width={400} height={300} loading="lazy" className="deal-image" />}
    </section>
  );
}
