import { Stars } from '@/components/ui/stars';
import type { ToolReviews } from '@/types/api';

type ToolReviewSummaryProps = Omit<ToolReviews, 'reviews'>;

const starCounts = [5, 4, 3, 2, 1];

/** The tool's average and count, and a bar for each number of stars: how many shown reviews gave it. */
export function ToolReviewSummary({ average, count, distribution }: ToolReviewSummaryProps) {
  if (count === 0) return <p className="review-summary-none">No reviews yet.</p>;
  return (
    <div className="review-summary">
      <p className="review-average">
        <span className="review-average-number" aria-hidden="true">
          {average}
        </span>
        <Stars average={average} count={count} />
      </p>
      <ul className="review-bars" aria-label="Reviews by stars">
        {starCounts.map((stars) => {
          const n = distribution[String(stars)] ?? 0;
          return (
            <li key={stars} className="review-bar">
              <span className="review-bar-label">{stars} ★</span>
              <span className="review-bar-track" aria-hidden="true">
                <span className="review-bar-fill" style={{ width: `${(n / count) * 100}%` }} />
              </span>
              <span className="review-bar-count">
                {n}
                <span className="visually-hidden">
                  {' '}
                  {n === 1 ? 'review' : 'reviews'} of {stars} {stars === 1 ? 'star' : 'stars'}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
