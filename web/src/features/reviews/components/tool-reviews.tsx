import { useState } from 'react';

import { Pager } from '@/components/ui/pager';
import { LIST_PAGE_SIZE } from '@/lib/list-page';
import { useAccount } from '@/lib/auth';

import { useToolReviews } from '../api/get-tool-reviews';
import { useMyToolReview } from '../api/get-my-tool-review';
import { useHideToolReview } from '../api/hide-tool-review';
import { HideButton } from './hide-button';
import { MyToolReview } from './my-tool-review';
import { ToolReviewItem } from './tool-review-item';
import { ToolReviewSummary } from './tool-review-summary';

/**
 * A tool's reviews by its buyers, for the tool's page: the average, count and bars of stars,
 * the customer's own review (or the form to write it), then every review, newest first, a
 * page at a time. Admins hide and show reviews, and may list the hidden ones too.
 */
export function ToolReviews({ toolId }: { toolId: string }) {
  const { data: account } = useAccount();
  const admin = Boolean(account?.admin);
  const [page, setPage] = useState(1);
  const [showHidden, setShowHidden] = useState(false);
  const withHidden = admin && showHidden;
  const hiding = useHideToolReview(toolId);
  const { data, error } = useToolReviews(toolId, (page - 1) * LIST_PAGE_SIZE, withHidden);
  // The customer's own review shows once, with its Edit and Delete, above the others.
  const mine = useMyToolReview(toolId, Boolean(account)).data?.review;
  const others = data?.items.filter((review) => review._id !== mine?._id);

  return (
    <section className="section tool-reviews" aria-labelledby="tool-reviews">
      <h2 id="tool-reviews" className="section-title">
        Customer reviews
      </h2>
      {data && <ToolReviewSummary average={data.average} count={data.count} distribution={data.distribution} />}
      <MyToolReview toolId={toolId} />
      {admin && (
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={showHidden}
            onChange={(event) => {
              setShowHidden(event.target.checked);
              setPage(1);
            }}
          />
          Show hidden reviews
        </label>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error.message}
        </p>
      )}
      {data && others && (others.length > 0 || page > 1) && (
        <>
          <ul className="tool-review-list" aria-label="Reviews">
            {others.map((review) => (
              <li key={review._id}>
                <ToolReviewItem review={review} actions={admin && <HideButton review={review} hiding={hiding} />} />
              </li>
            ))}
          </ul>
          <Pager label="reviews" list={data} page={page} onPage={setPage} />
        </>
      )}
    </section>
  );
}

