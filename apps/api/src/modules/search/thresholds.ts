/**
 * pg_trgm word_similarity at or above which a word counts as a mistyped name word. The default
 * 0.6 missed one-letter typos of short words ("movrs" → "Movers" scores 0.5); 0.4 still lets
 * a substitution in a 4-letter word through ("ovan" → "oven" scores 0.4).
 */
export const TYPO_THRESHOLD = 0.4;

/** What a listing gains when the query also names its category or subcategory: between a
 * name hit (ts_rank ≈ 0.61 for weight A) and a description hit (≈ 0.12 for weight C). */
export const CATEGORY_BOOST = 0.25;

/**
 * A listing's rating weighs lightly (decision 031): from RATING_BONUS_MIN_REVIEWS reviews on, each
 * star of the average above or below 3 adds or takes this much — at most ±0.04, far below a name
 * hit or the category boost, so it orders near-equal matches and never buries a better one.
 */
export const RATING_BONUS_PER_STAR = 0.02;
export const RATING_BONUS_MIN_REVIEWS = 3;

/**
 * The typo part (`<%`) runs only for a word that matches fewer rows of a kind than this through its
 * stemmed words (decision 024): "cofee" and "movrs" match none; "shop" never pays for trigrams.
 */
export const TYPO_FALLBACK_BELOW = 20;

/**
 * How many of the (at most 1,001) matches of a kind get the full rank of decision 010: the best by
 * the pre-rank (exact name, name has the words, the rest; category boost; shorter name). They come
 * first, best rank first; the other matches follow in pre-rank order (decision 024).
 */
export const RANKED_CANDIDATES = 200;
