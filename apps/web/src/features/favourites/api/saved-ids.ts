import type { FavouriteTargetType, SavedIds } from "@mp/contracts/favourite";
import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
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
    // The hearts change through this tab's own saves (marked at once), so the list rarely goes stale.
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

export type FavouriteChange = { userId: string; type: FavouriteTargetType; id: string; save: boolean };

/** Marks the item saved or not in the user's cached ids, so every heart of it shows the change at once. */
export function markSaved(queryClient: QueryClient, { userId, type, id, save }: FavouriteChange): void {
  const key = favouriteKeys.ids(userId);
  // A read of the ids still under way would overwrite the change with the server's older list.
  void queryClient.cancelQueries({ queryKey: key });
  queryClient.setQueryData<SavedIds>(key, (ids) => {
    if (!ids) return ids;
    const others = ids[type].filter((known) => known !== id);
    return { ...ids, [type]: save ? [id, ...others] : others };
  });
}
