import type { ReactNode } from 'react';

import { Stars } from '@/components/ui/stars';
import { formatDateTime } from '@/lib/format';
import type { ToolReview } from '@/types/api';

type ToolReviewItemProps = {
  review: ToolReview;
  /** Shown under the review, e.g. an admin's Hide button or the author's Edit and Delete. */
  actions?: ReactNode;
  /** The title's heading level: 3 in the list under "Customer reviews", 4 under "Your review". */
  titleLevel?: 3 | 4;
};

/** One review of a tool: its stars, title, author, the variant its author bought, and text, marked a verified purchase. */
export function ToolReviewItem({ review, actions, titleLevel = 3 }: ToolReviewItemProps) {
  const Title = titleLevel === 3 ? 'h3' : 'h4';
  return (
    <article className={review.hidden ? 'tool-review tool-review-hidden' : 'tool-review'}>
      <header className="tool-review-header">
        <Stars average={review.ratings} />
        <Title className="tool-review-title">{review.title}</Title>
      </header>
      <p className="tool-review-by">
        {review.name} · <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
        {review.verified && <span className="badge badge-success">Verified purchase</span>}
        {review.hidden && <span className="badge badge-warning">Hidden</span>}
      </p>
      {review.bought && <p className="tool-review-bought">Bought: {review.bought}</p>}
      <p className="tool-review-text">{review.description}</p>
      {review.hidden && review.hiddenAt && (
        <p className="tool-review-hidden-note">
          Hidden {review.hiddenBy ? `by ${review.hiddenBy} ` : ''}on{' '}
          <time dateTime={review.hiddenAt}>{formatDateTime(review.hiddenAt)}</time>
        </p>
      )}
      {actions && <div className="review-actions">{actions}</div>}
    </article>
  );
}
