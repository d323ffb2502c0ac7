import type { ReviewSummary as Summary } from "@mp/contracts/review";
import { RatingStars } from "../../../components/ui/rating-stars";

/** The listing's average as stars with its count, and how many reviews gave each number of stars, 5 to 1. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const { average, count, distribution } = summary;
  return (
    <div className="review-summary">
      <RatingStars average={average} count={count} size="md" showEmpty className="review-summary__average" />
      {count > 0 && (
        <ul className="review-summary__bars" aria-label="Reviews by stars">
          {distribution.map(({ stars, count: starCount }) => (
            <li key={stars} className="review-summary__bar-row">
              <span className="review-summary__bar-label">
                {stars} {stars === 1 ? "star" : "stars"}
              </span>
              <span className="review-summary__bar" aria-hidden="true">
                {/* By class in 5 % steps: the CSP drops inline styles from the server-rendered markup. */}
                <span
                  className={`review-summary__bar-fill review-summary__bar-fill--${Math.round((starCount / count) * 20)}`}
                />
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
