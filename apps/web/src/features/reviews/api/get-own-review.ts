import type { OwnListingReview } from "@mp/contracts/review";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { reviewKeys } from "../../../lib/query-keys-pages";
import { useSession } from "../../../lib/session";

const contract = async () => (await import("@mp/contracts/review")).ownListingReviewResponseSchema;

/** `GET /api/listings/{id}/reviews/mine`: the signed-in person's review of the listing (hidden or not), or null. */
export async function getOwnReview(listingId: string, signal?: AbortSignal): Promise<OwnListingReview | null> {
  const body = await apiGet(`/api/listings/${encodeURIComponent(listingId)}/reviews/mine`, contract, {
    signal,
    auth: true,
  });
  return body.result_value;
}

/**
 * Asked only for a signed-in visitor who is not the listing's owner (`ownerId`), in the browser:
 * the server renders the page as anyone sees it.
 */
export function useOwnReview(listingId: string, ownerId: string) {
  const { isLoggedIn, userId } = useSession();
  return useQuery({
    queryKey: reviewKeys.mine(listingId, userId ?? ""),
    queryFn: ({ signal }) => getOwnReview(listingId, signal),
    enabled: isLoggedIn && Boolean(userId) && userId !== ownerId,
  });
}
