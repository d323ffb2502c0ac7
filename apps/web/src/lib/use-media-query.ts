import { useSyncExternalStore } from "react";

/**
 * Whether the media query matches now, following changes. False on the server and during
 * hydration (React then renders again with the browser's answer), so a server-rendered page
 * shows what narrow screens show until its scripts run.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** Desktop width where a results page shows its map beside the list (tokens.css: --breakpoint-wide). */
export const WIDE_SCREEN = "(min-width: 1100px)";
