import { z } from "zod";
import { searchKinds } from "./filter-values.ts";
import { listingSummarySchema } from "./listing.ts";

export const SEARCH_PAGE_SIZE = 10;
export const MAX_SEARCH_PAGE_SIZE = 50;
export const SUGGESTION_COUNT = 8;
/**
 * Matches of a kind are counted up to this many (decision 024): past it a count reads "1,000+"
 * (`facets.capped`), the category counts are lower bounds, and paging reaches this many results.
 */
export const SEARCH_COUNT_CAP = 1000;
export const EMPTY_SEARCH_MESSAGE = "Please type something to search for.";

export { searchKinds };
export type SearchKind = (typeof searchKinds)[number];

const searchText = z
  .string({ error: EMPTY_SEARCH_MESSAGE })
  .trim()
  .min(1, { message: EMPTY_SEARCH_MESSAGE })
  .max(100, { message: "The search text is too long (100 characters at most)." });

/** `GET /api/search?q=&kind=&categoryId=&page=&limit=`: `page`/`limit` apply to each kind. */
export const searchQuerySchema = z
  .object({
    q: searchText,
    kind: z.enum(searchKinds).default("all"),
    categoryId: z.uuid({ message: "Invalid category id." }).optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
  })
  .strict();
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * Highlights are plain text with the matched words between « and » — never HTML: render
 * them as text and style the marked parts.
 */
const rank = z.number();

/** A listing as a search result: the card's fields of a listing summary, with its rank and highlights. */
export const listingHitSchema = listingSummarySchema
  .pick({
    _id: true,
    name: true,
    kind: true,
    priceCents: true,
    currency: true,
    city: true,
    coverImage: true,
    categoryId: true,
    subcategoryId: true,
    ratingAverage: true,
    ratingCount: true,
  })
  .extend({ rank, highlight: z.object({ name: z.string(), description: z.string() }) });
export const jobHitSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  companyName: z.string(),
  location: z.string(),
  categoryId: z.uuid(),
  rank,
  highlight: z.object({ title: z.string(), description: z.string() }),
});
export const freelancerHitSchema = z.object({
  _id: z.uuid(),
  fullName: z.string(),
  headline: z.string(),
  location: z.string(),
  categoryId: z.uuid(),
  rank,
  highlight: z.object({ fullName: z.string(), headline: z.string(), bio: z.string() }),
});
export type ListingHit = z.infer<typeof listingHitSchema>;
export type JobHit = z.infer<typeof jobHitSchema>;
export type FreelancerHit = z.infer<typeof freelancerHitSchema>;

const perKind = <T extends z.ZodType>(value: T) => z.object({ listings: value, jobs: value, freelancers: value });

export const searchFacetsSchema = z.object({
  /** Matches of each kind, within `categoryId` when given (whatever `kind` is), counted up to SEARCH_COUNT_CAP. */
  byKind: perKind(z.number().int()),
  /**
   * The kinds with more matches than SEARCH_COUNT_CAP: their `byKind` count is the cap ("1,000+"),
   * and the category counts of a search that includes them are lower bounds ("120+").
   */
  capped: perKind(z.boolean()),
  /** Matches of the chosen kind(s) per category (whatever `categoryId` is), most first. */
  byCategory: z.array(z.object({ categoryId: z.uuid(), categoryName: z.string(), count: z.number().int() })),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

export const searchResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({
    listings: z.array(listingHitSchema),
    jobs: z.array(jobHitSchema),
    freelancers: z.array(freelancerHitSchema),
    facets: searchFacetsSchema,
  }),
  /** `hasMore`: another page exists for at least one of the chosen kinds. */
  meta: z.object({ hasMore: z.boolean(), currentPage: z.number().int() }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** `GET /api/search/suggest?q=` */
export const suggestQuerySchema = z.object({ q: searchText }).strict();

export const suggestionSchema = z.object({
  type: z.enum(["category", "subcategory", "listing"]),
  _id: z.uuid(),
  label: z.string(),
  /** The category of a subcategory or listing: where a click leads. */
  categoryId: z.uuid(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestResponseSchema = z.object({ result: z.literal(1), result_value: z.array(suggestionSchema) });
export type SuggestResponse = z.infer<typeof suggestResponseSchema>;
