import { useQueryClient } from "@tanstack/react-query";
import type { FavouriteTarget } from "../../../lib/favourite-slot";
import { markSaved, useIsSaved } from "../api/saved-ids";
import { HeartButton } from "./heart-button";

/**
 * The heart of a signed-in user: pressed when the item is among their saved ids, and a press shows
 * the change at once; the request (and taking the change back, with a toast, if the server
 * refuses) loads with the first press.
 */
export function SignedInFavouriteButton({ userId, ...target }: FavouriteTarget & { userId: string }) {
  const { type, id } = target;
  const queryClient = useQueryClient();
  const isPressed = useIsSaved(type, id);
  const toggle = () => {
    const change = { userId, type, id, save: !isPressed };
    markSaved(queryClient, change);
    void import("../api/toggle-favourite").then(({ sendFavouriteChange }) => sendFavouriteChange(queryClient, change));
  };
  return <HeartButton {...target} isPressed={isPressed} onClick={toggle} />;
}
