import type { FavouriteTargetType } from "@mp/contracts/favourite";
import { createContext, useContext, type ReactNode } from "react";

/** What a heart saves: the item's kind and id, and its name for the button's accessible label. */
export type FavouriteTarget = {
  type: FavouriteTargetType;
  id: string;
  name: string;
  /** "overlay": a round heart over a card's picture; "inline": beside a card's title; "button": in a page's action row. */
  look?: "overlay" | "inline" | "button";
};

const FavouriteSlotContext = createContext<((target: FavouriteTarget) => ReactNode) | null>(null);

/**
 * The app puts a function that draws its favourite button here (app/root.tsx), so that cards and
 * pages of any feature can show a heart without importing the favourites feature; without a
 * provider (a component test) there is no heart.
 */
export const FavouriteSlotProvider = FavouriteSlotContext.Provider;

export function FavouriteSlot(props: FavouriteTarget) {
  const render = useContext(FavouriteSlotContext);
  return render ? render(props) : null;
}
