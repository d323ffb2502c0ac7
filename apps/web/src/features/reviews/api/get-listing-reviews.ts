import type { ListingReviewsResponse } from "@mp/contracts/review";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { reviewKeys } from "../../../lib/query-keys-pages";

// Imported with the call, out of the page's first view (ResponseSchema in @mp/ui/lib/api-client).
const contract = async () => (await import("@mp/contracts/review")).listingReviewsResponseSchema;

/** Reviews a page shows at a time; "Show more" adds the next page. */
export const REVIEWS_PER_PAGE = 5;

export type ReviewPage = Pick<ListingReviewsResponse, "result_value" | "meta">;

/** `GET /api/listings/{id}/reviews?page=&limit=`: a page of visible reviews, with the listing's average and stars. */
export async function getListingReviews(listingId: string, page: number, signal?: AbortSignal): Promise<ReviewPage> {
  const query = new URLSearchParams({ page: String(page), limit: String(REVIEWS_PER_PAGE) });
  const body = await apiGet(`/api/listings/${encodeURIComponent(listingId)}/reviews?${query}`, contract, { signal });
  return { result_value: body.result_value, meta: body.meta };
}

export function listingReviewsQueryOptions(listingId: string, page: number) {
  return queryOptions({
    queryKey: reviewKeys.page(listingId, page),
    queryFn: ({ signal }) => getListingReviews(listingId, page, signal),
  });
}

/** The first page renders on the server with the listing (decision 023). */
export function useListingReviews(listingId: string, page: number) {
  return useQuery(listingReviewsQueryOptions(listingId, page));
}
