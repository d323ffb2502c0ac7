// What other modules may use of search: the full-text match, rank and typo tolerance of its queries.
export { textMatch, textRank, withTypoTolerance } from "./text-query.ts";
