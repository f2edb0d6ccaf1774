import type { ReviewHiding } from '../api/hide-tool-review';

type HideButtonProps = {
  review: { _id: string; name: string; hidden: boolean };
  /** The hiding mutation of the review's list (useHideToolReview, useHideReview). */
  hiding: { isPending: boolean; mutate: (variables: ReviewHiding) => void };
};

/** An admin's Hide, or Show for a hidden review. */
export function HideButton({ review, hiding }: HideButtonProps) {
  const label = review.hidden ? 'Show' : 'Hide';
  return (
    <button
      type="button"
      className="button button-secondary"
      aria-label={`${label} the review by ${review.name}`}
      disabled={hiding.isPending}
      onClick={() => hiding.mutate({ reviewId: review._id, hidden: !review.hidden })}
    >
      {label}
    </button>
  );
}
