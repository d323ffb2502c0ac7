import type { FavouriteTargetType } from "@mp/contracts/favourite";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "./api-client";
import { favouriteKeys } from "./query-keys";
import { useSession } from "./session";

const contract = async () => (await import("@mp/contracts/favourite")).favouriteCountsResponseSchema;

/**
 * `GET /api/favourites/counts?type=&ids=`: how many people saved each of the signed-in owner's
 * items on screen (never who), in one request for the whole page. Ids of items the caller does
 * not own get no number. Shared by the owner's lists of listings and jobs and their profile.
 */
export function useSaveCounts(type: FavouriteTargetType, ids: readonly string[]) {
  const { userId } = useSession();
  return useQuery({
    queryKey: favouriteKeys.counts(userId ?? "", type, ids),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ type, ids: ids.join(",") });
      return (await apiGet(`/api/favourites/counts?${query}`, contract, { signal, auth: true })).result_value.counts;
    },
    enabled: userId !== null && ids.length > 0,
  });
}
