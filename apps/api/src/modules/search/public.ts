// What other modules may use of search: the full-text match, rank and typo tolerance of its queries,
// and the listings a search finds (the map of a search).
export { textMatch, textRank, withTypoTolerance } from "./text-query.ts";
export { findListingSearchMatch } from "./listing-match.ts";
