import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { imageSources } from '@/lib/pictures';
import type { Tool } from '@/types/api';

import { DEAL_DURATION_MS, DEAL_PRICE, DEAL_TOOL_NAME } from '../deal';
import { formatCountdown, useCountdown } from './use-countdown';

// The picture sits beside the offer on wide screens (at most 400 px), under it on phones.
const dealImageSizes = '(max-width: 40rem) 100vw, 400px';

/** `tool` is the shop's UNIVERSAL WRENCH once the tool list has loaded. */
export function DealOfTheDay({ tool }: { tool?: Tool }) {
  const remaining = useCountdown(DEAL_DURATION_MS);

  return (
    <section className="section deal" aria-labelledby="deal-title">
      <div className="deal-text">
        <p className="eyebrow">Deal of the Day</p>
        <h2 id="deal-title" className="deal-title">{DEAL_TOOL_NAME}</h2>
        <p className="deal-price">Price : ${DEAL_PRICE}</p>
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
          <Link to={paths.purchase.getHref(tool._id)} className="button" aria-label={`Buy Now: ${DEAL_TOOL_NAME}`}>
            Buy Now<span className="visually-hidden">: {DEAL_TOOL_NAME}</span>
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
