import type { ReviewSummary as Summary } from "@mp/contracts/review";
import { formatAverage, RatingStars } from "../../../components/ui/rating-stars";

/** The listing's average as stars with its count, and how many reviews gave each number of stars, 5 to 1. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const { average, count, distribution } = summary;
  return (
    <div className="review-summary">
      <div className="review-summary__average">
        {average !== null && (
          <p className="review-summary__number" aria-hidden="true">
            {formatAverage(average)}
          </p>
        )}
        <RatingStars average={average} count={count} size="md" showEmpty />
      </div>
      {count > 0 && (
        <ul className="review-summary__bars" aria-label="Reviews by stars">
          {distribution.map(({ stars, count: starCount }) => (
            <li key={stars} className="review-summary__bar-row">
              <span className="review-summary__bar-label">
                {stars} {stars === 1 ? "star" : "stars"}
              </span>
              <span className="review-summary__bar" aria-hidden="true">
                <span className="review-summary__bar-fill" style={{ width: `${(starCount / count) * 100}%` }} />
              </span>
              <span className="review-summary__bar-count">
                {starCount}
                <span className="visually-hidden"> {starCount === 1 ? "review" : "reviews"}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
