import type { FavouriteTargetType, SavedIds } from "@mp/contracts/favourite";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api-client";
import { favouriteKeys } from "../../../lib/query-keys";
import { useSession } from "../../../lib/session";

// Imported with the call: the hearts are on the home page's cards (ResponseSchema, decision 030).
const contract = async () => (await import("@mp/contracts/favourite")).savedIdsResponseSchema;

/** `GET /api/favourites/mine`: every id the user saved, per kind. */
export async function getSavedIds(signal?: AbortSignal): Promise<SavedIds> {
  return (await apiGet("/api/favourites/mine", contract, { signal, auth: true })).result_value;
}

export function savedIdsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: favouriteKeys.ids(userId),
    queryFn: ({ signal }) => getSavedIds(signal),
    // The hearts change through this tab's own saves (optimistic), so the list rarely goes stale.
    staleTime: 5 * 60_000,
  });
}

/**
 * Whether the signed-in user saved the item: one query for every heart on the page, shared through
 * the cache. False when signed out, on the server and until the ids arrive.
 */
export function useIsSaved(type: FavouriteTargetType, id: string): boolean {
  const { isLoggedIn, userId } = useSession();
  const saved = useQuery({
    ...savedIdsQueryOptions(userId ?? ""),
    enabled: isLoggedIn && userId !== null,
    select: (ids) => ids[type].includes(id),
  });
  return saved.data ?? false;
}
