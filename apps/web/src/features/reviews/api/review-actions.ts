import type { ListingReviewInput, ReviewReplyInput } from "@mp/contracts/review";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiPost, apiPut } from "../../../lib/api-client";
import { listingKeys } from "../../../lib/query-keys";
import { reviewKeys } from "../../../lib/query-keys-pages";

const contracts = () => import("@mp/contracts/review");

/** After any change: the listing's review pages, the author's own review and the listing's rating are read again. */
function useRefresh(listingId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.listing(listingId) }),
      queryClient.invalidateQueries({ queryKey: listingKeys.detail(listingId) }),
    ]);
}

/** `POST /api/listings/{id}/reviews`. */
export function usePostReview(listingId: string) {
  const refresh = useRefresh(listingId);
  return useMutation({
    mutationFn: async (input: ListingReviewInput) =>
      apiPost(
        `/api/listings/${encodeURIComponent(listingId)}/reviews`,
        input,
        (await contracts()).savedListingReviewResponseSchema,
        { auth: true },
      ),
    onSuccess: refresh,
  });
}

/** `PUT /api/reviews/{id}`. */
export function useUpdateReview(listingId: string, reviewId: string) {
  const refresh = useRefresh(listingId);
  return useMutation({
    mutationFn: async (input: ListingReviewInput) =>
      apiPut(
        `/api/reviews/${encodeURIComponent(reviewId)}`,
        input,
        (await contracts()).savedListingReviewResponseSchema,
        {
          auth: true,
        },
      ),
    onSuccess: refresh,
  });
}

/** `DELETE /api/reviews/{id}`. */
export function useDeleteReview(listingId: string) {
  const refresh = useRefresh(listingId);
  return useMutation({
    mutationFn: async (reviewId: string) =>
      apiDelete(`/api/reviews/${encodeURIComponent(reviewId)}`, (await contracts()).deletedReviewResponseSchema, {
        auth: true,
      }),
    onSuccess: refresh,
  });
}

/** `POST /api/reviews/{id}/reply`: the listing owner's one answer. */
export function useReplyToReview(listingId: string, reviewId: string) {
  const refresh = useRefresh(listingId);
  return useMutation({
    mutationFn: async (input: ReviewReplyInput) =>
      apiPost(
        `/api/reviews/${encodeURIComponent(reviewId)}/reply`,
        input,
        (await contracts()).repliedReviewResponseSchema,
        {
          auth: true,
        },
      ),
    onSuccess: refresh,
  });
}
