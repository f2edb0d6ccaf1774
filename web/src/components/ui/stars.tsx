type StarsProps = {
  /** The average stars, 0 to 5. */
  average: number;
  /** How many reviews the average is of; left out for one review's own stars. */
  count?: number;
};

const reviewsLabel = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/** Stars out of 5, read by screen readers as e.g. "4.5 out of 5 stars, 12 reviews". */
export function Stars({ average, count }: StarsProps) {
  const full = Math.round(average);
  const label = `${average} out of 5 stars${count === undefined ? '' : `, ${reviewsLabel(count)}`}`;
  return (
    <span className="star-rating" role="img" aria-label={label}>
      <span className="stars" aria-hidden="true">
        {'★'.repeat(full)}
        <span className="stars-empty">{'★'.repeat(5 - full)}</span>
      </span>
      {count !== undefined && (
        <span className="star-count" aria-hidden="true">
          {average} ({count})
        </span>
      )}
    </span>
  );
}
