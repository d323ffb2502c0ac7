import { formatAverage, ratingText } from "./rating-stars";
import "./rating-badge.css";

/**
 * A card's rating: one star, the average and the count, "★ 4.5 (12)", read as "4.5 out of 5,
 * 12 reviews". Nothing before the first review. No inline style (the CSP allows none), and narrow
 * enough for two cards a row on a phone; pages show the five stars (RatingStars).
 */
export function RatingBadge({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return null;
  return (
    <span className="rating-badge">
      <span className="visually-hidden">{ratingText(average, count)}</span>
      <span aria-hidden="true" className="rating-badge__star">
        ★
      </span>
      <span aria-hidden="true" className="rating-badge__value">
        {formatAverage(average)}
      </span>
      <span aria-hidden="true" className="rating-badge__count">
        ({count})
      </span>
    </span>
  );
}
