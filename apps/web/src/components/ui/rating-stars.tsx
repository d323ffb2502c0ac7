import "./rating-stars.css";

type RatingStarsProps = {
  /** The average (1–5), null when nobody rated yet. */
  average: number | null;
  count: number;
  /** "sm" on cards, "md" on the listing and vendor pages. */
  size?: "sm" | "md";
  /** Say "No reviews yet" when there is none (pages); cards show nothing. */
  showEmpty?: boolean;
  className?: string;
};

/** "4.5 out of 5, 12 reviews": what a screen reader reads for the stars. */
export function ratingText(average: number, count: number): string {
  return `${formatAverage(average)} out of 5, ${count} ${count === 1 ? "review" : "reviews"}`;
}

/** One decimal, as the stars show it: 4.25 → "4.3". */
export function formatAverage(average: number): string {
  return (Math.round(average * 10) / 10).toFixed(1);
}

/**
 * How many half stars to fill (0–10). A class, not an inline width: the page's CSP (style-src
 * 'self') drops style attributes from the server-rendered markup, and hydration does not put them back.
 */
function halfStars(rating: number): number {
  return Math.round(Math.max(0, Math.min(5, rating)) * 2);
}

/**
 * Five stars filled to the average, the average and the count. Plain text and CSS (no icons, no
 * script): it sits on listing cards in the home page's first view.
 */
export function RatingStars({ average, count, size = "sm", showEmpty = false, className }: RatingStarsProps) {
  const classes = ["rating-stars", `rating-stars--${size}`, className].filter(Boolean).join(" ");
  if (average === null || count === 0) {
    return showEmpty ? <span className={`${classes} rating-stars--empty`}>No reviews yet</span> : null;
  }
  return (
    <span className={classes}>
      <span className="rating-stars__stars" aria-hidden="true">
        <span className={`rating-stars__fill rating-stars__fill--${halfStars(average)}`} />
      </span>
      <span className="visually-hidden">{ratingText(average, count)}</span>
      <span className="rating-stars__value" aria-hidden="true">
        {formatAverage(average)}
      </span>
      <span className="rating-stars__count" aria-hidden="true">
        ({count})
      </span>
    </span>
  );
}

/** One person's rating: the stars alone, read as "Rated 4 out of 5". */
export function StarRow({ rating }: { rating: number }) {
  return (
    <span className="rating-stars rating-stars--sm">
      <span className="rating-stars__stars" aria-hidden="true">
        <span className={`rating-stars__fill rating-stars__fill--${halfStars(rating)}`} />
      </span>
      <span className="visually-hidden">{`Rated ${rating} out of 5`}</span>
    </span>
  );
}
