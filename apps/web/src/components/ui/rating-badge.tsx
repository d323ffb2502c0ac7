import "./rating-badge.css";

/** One decimal, as RatingStars shows it: 4.25 → "4.3". */
const oneDecimal = (average: number) => (Math.round(average * 10) / 10).toFixed(1);

/**
 * A card's rating: one star, the average and the count, "★ 4.5 (12)", read as "4.5 out of 5,
 * 12 reviews" (RatingStars' wording). Nothing before the first review. No inline style (the CSP
 * allows none), narrow enough for two cards a row on a phone, and small: it is in the home page's
 * first view, where RatingStars' module would add its page-only parts.
 */
export function RatingBadge({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return null;
  const value = oneDecimal(average);
  return (
    <span className="rating-badge">
      <span className="visually-hidden">{`${value} out of 5, ${count} ${count === 1 ? "review" : "reviews"}`}</span>
      <span aria-hidden="true" className="rating-badge__star">
        ★
      </span>
      <span aria-hidden="true" className="rating-badge__value">
        {value}
      </span>
      <span aria-hidden="true" className="rating-badge__count">
        ({count})
      </span>
    </span>
  );
}
