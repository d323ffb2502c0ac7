import type {
  FavouritePageResponse,
  FavouriteTargetType,
  SavedFreelancer,
  SavedJob,
  SavedListing,
} from "@mp/contracts/favourite";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { favouriteKeys } from "../../../lib/query-keys";
import { useSession } from "../../../lib/session";

const contract = async () => (await import("@mp/contracts/favourite")).favouritePageResponseSchema;

export type SavedItemOf = { listing: SavedListing; job: SavedJob; freelancer: SavedFreelancer };

/** `GET /api/favourites?type=&page=`: a page of the user's saved items of one kind, newest first. */
export function getSavedItems(type: FavouriteTargetType, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ type, page: String(page) });
  return apiGet(`/api/favourites?${query}`, contract, { signal, auth: true });
}

/** A page of one kind, in the shape of every paged list (`result_value` the items, `meta`). */
export function useSavedItems<T extends FavouriteTargetType>(type: T, page: number) {
  const { userId } = useSession();
  return useQuery({
    queryKey: favouriteKeys.list(userId ?? "", type, page),
    queryFn: ({ signal }) => getSavedItems(type, page, signal),
    enabled: userId !== null,
    // The next page keeps the last one on screen; another kind's items never stand in for these.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === type ? keepPreviousData(previous) : undefined,
    select: (answer: FavouritePageResponse) => ({
      result_value: answer.result_value.items as SavedItemOf[T][],
      meta: answer.meta,
    }),
  });
}
