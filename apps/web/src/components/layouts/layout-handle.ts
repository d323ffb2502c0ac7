import { useMatches } from "react-router";
import type { HeaderVariant } from "./header";

/** What a route may declare in its `handle` for the layout around it. */
export type LayoutHandle = {
  /** "solid" for pages without a dark hero at the top; the deepest route that says so wins. */
  headerVariant?: HeaderVariant;
};

export function useHeaderVariant(): HeaderVariant {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const variant = (matches[i]?.handle as LayoutHandle | undefined)?.headerVariant;
    if (variant) return variant;
  }
  return "overlay";
}
