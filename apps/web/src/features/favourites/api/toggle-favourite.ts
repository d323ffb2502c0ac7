import type { FavouriteTargetType } from "@mp/contracts/favourite";
import type { QueryClient } from "@tanstack/react-query";
import { apiDelete, apiPut } from "../../../lib/api-client";
import { favouriteKeys } from "../../../lib/query-keys";
import { notify } from "../../../lib/toast";
import { markSaved, type FavouriteChange } from "./saved-ids";

const contract = async () => (await import("@mp/contracts/favourite")).favouriteStateResponseSchema;

/** `PUT` (save) or `DELETE` (unsave) `/api/favourites/{type}/{id}`; both are idempotent. */
export async function setFavourite(type: FavouriteTargetType, id: string, save: boolean): Promise<boolean> {
  const path = `/api/favourites/${type}/${encodeURIComponent(id)}`;
  const answer = save
    ? await apiPut(path, undefined, contract, { auth: true })
    : await apiDelete(path, contract, { auth: true });
  return answer.result_value.saved;
}

/**
 * Sends a change the heart has already shown (markSaved). A refusal takes it back and says why in
 * a toast; the Saved page's lists are read again either way. Loaded on the first click, so that
 * the cards of the home page's first view carry only the heart itself.
 */
export async function sendFavouriteChange(queryClient: QueryClient, change: FavouriteChange): Promise<void> {
  const { userId, type, id, save } = change;
  try {
    await setFavourite(type, id, save);
  } catch (error) {
    markSaved(queryClient, { ...change, save: !save });
    const fallback = save ? "We couldn't save it. Please try again." : "We couldn't remove it. Please try again.";
    notify.error(error instanceof Error && error.message ? error.message : fallback);
  } finally {
    const ids = favouriteKeys.ids(userId);
    void queryClient.invalidateQueries({ queryKey: favouriteKeys.lists(userId) });
    // Clicked before the ids had arrived: nothing was marked, so the hearts learn it from the server.
    if (queryClient.getQueryData(ids) === undefined) void queryClient.invalidateQueries({ queryKey: ids });
  }
}
