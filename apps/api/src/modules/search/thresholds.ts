/**
 * pg_trgm word_similarity at or above which a word counts as a mistyped name word. The default
 * 0.6 missed one-letter typos of short words ("movrs" → "Movers" scores 0.5); 0.4 still lets
 * a substitution in a 4-letter word through ("ovan" → "oven" scores 0.4).
 */
export const TYPO_THRESHOLD = 0.4;

/** What a listing gains when the query also names its category or subcategory: between a
 * name hit (ts_rank ≈ 0.61 for weight A) and a description hit (≈ 0.12 for weight C). */
export const CATEGORY_BOOST = 0.25;
