import { useReviews } from '../api/get-reviews';

export function UserReviews() {
  // The spec shows an empty list until reviews arrive: no loading or error state.
  const { data: reviews = [] } = useReviews();

  return (
    <section className="section" aria-labelledby="user-reviews">
      <h2 id="user-reviews" className="section-title">
        User Reviews: {reviews.length}
      </h2>
      <ul className="grid">
        {reviews.map((review) => (
          <li key={review._id} className="card review-card">
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
          </li>
        ))}
      </ul>
    </section>
  );
}
