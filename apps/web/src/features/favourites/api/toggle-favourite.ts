import type { FavouriteTargetType, SavedIds } from "@mp/contracts/favourite";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete, apiPut } from "../../../lib/api-client";
import { favouriteKeys } from "../../../lib/query-keys";
import { useSession } from "../../../lib/session";
import { notify } from "../../../lib/toast";

const contract = async () => (await import("@mp/contracts/favourite")).favouriteStateResponseSchema;

/** `PUT` (save) or `DELETE` (unsave) `/api/favourites/{type}/{id}`; both are idempotent. */
export async function setFavourite(type: FavouriteTargetType, id: string, save: boolean): Promise<boolean> {
  const path = `/api/favourites/${type}/${encodeURIComponent(id)}`;
  const answer = save
    ? await apiPut(path, undefined, contract, { auth: true })
    : await apiDelete(path, contract, { auth: true });
  return answer.result_value.saved;
}

const withId = (ids: readonly string[], id: string, save: boolean) =>
  save ? [id, ...ids.filter((known) => known !== id)] : ids.filter((known) => known !== id);

/**
 * Saves or unsaves at once in the hearts' shared ids (optimistic); a refusal puts the ids back as
 * they were and says why in a toast. The Saved page's lists are refetched either way.
 */
export function useToggleFavourite(type: FavouriteTargetType, id: string) {
  const queryClient = useQueryClient();
  const key = favouriteKeys.ids(useSession().userId ?? "");
  return useMutation({
    mutationFn: (save: boolean) => setFavourite(type, id, save),
    onMutate: async (save) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SavedIds>(key);
      if (previous) queryClient.setQueryData<SavedIds>(key, { ...previous, [type]: withId(previous[type], id, save) });
      return { previous };
    },
    onError: (error, save, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify.error(error.message || (save ? "We couldn't save it. Please try again." : "We couldn't remove it."));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...key.slice(0, 2), "list"] }),
  });
}
