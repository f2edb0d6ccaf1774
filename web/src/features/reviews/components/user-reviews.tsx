import { useState } from 'react';

import { ConfirmDialog } from '@/components/ui/dialog';
import { ShowMore } from '@/components/ui/show-more';
import { useConfirmedMutation } from '@/hooks/use-confirmed-mutation';
import { useAccount } from '@/lib/auth';
import { uniqueById } from '@/lib/list-page';
import type { Review } from '@/types/api';

import { useDeleteReview } from '../api/delete-review';
import { useReviews } from '../api/get-reviews';
import { useHideReview } from '../api/hide-review';
import { HideButton } from './hide-button';

/** The home page's reviews of the shop. Admins hide and show them, remove them, and may list the hidden ones too. */
export function UserReviews() {
  const { data: account } = useAccount();
  const admin = Boolean(account?.admin);
  const [showHidden, setShowHidden] = useState(false);
  // The spec shows an empty list until reviews arrive: no loading or error state.
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useReviews(admin && showHidden);
  const hiding = useHideReview();
  const removal = useConfirmedMutation<Review>(useDeleteReview(), {
    variables: (review) => review._id,
    successMessage: (review) => `The review by ${review.name} is removed`,
  });

  const pages = data?.pages ?? [];
  // New reviews push older ones to later pages, so a page loaded afterwards can repeat a few.
  const reviews = uniqueById(pages.flatMap((page) => page.items));
  // The newest page knows the newest total.
  const total = pages.at(-1)?.total ?? 0;

  return (
    <section className="section" aria-labelledby="user-reviews">
      <h2 id="user-reviews" className="section-title">
        User Reviews: {total}
      </h2>
      {admin && (
        <label className="checkbox-field">
          <input type="checkbox" checked={showHidden} onChange={(event) => setShowHidden(event.target.checked)} />
          Show hidden reviews
        </label>
      )}
      <ul className="grid">
        {reviews.map((review) => (
          <li key={review._id} className={review.hidden ? 'card review-card review-card-hidden' : 'card review-card'}>
            {review.hidden && <span className="badge badge-warning">Hidden</span>}
            <p>
              <strong>Users Name:</strong> {review.name}
            </p>
            <p>
              <strong>Given ratings:</strong>{' '}
              <span aria-label={`${review.ratings} out of 5`}>
                {review.ratings} <span className="stars" aria-hidden="true">{'★'.repeat(Math.round(review.ratings))}</span>
              </span>
            </p>
            <p>
              <strong>Comments:</strong> {review.description}
            </p>
            {admin && (
              <div className="review-actions">
                <HideButton review={review} hiding={hiding} />
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={`Remove review by ${review.name}`}
                  onClick={() => removal.ask(review)}
                >
                  Remove
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {hasNextPage && <ShowMore label="Show more reviews" busy={isFetchingNextPage} onClick={() => fetchNextPage()} />}

      {admin && (
        <ConfirmDialog
          {...removal.dialogProps}
          title="Remove this review?"
          message={removal.pending && `The review by ${removal.pending.name} will no longer show on the home page.`}
          confirmLabel="Remove"
        />
      )}
    </section>
  );
}

