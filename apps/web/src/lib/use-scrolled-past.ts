import { useSyncExternalStore } from "react";

/** The spec's scroll threshold for the header's "scrolled" look and the mobile bottom bar. */
export const SCROLL_THRESHOLD_PX = 50;
/** The spec's other threshold (sections 2 and 9): the navigation's own style after a slight scroll. */
export const NAV_SCROLL_THRESHOLD_PX = 10;

function subscribe(onChange: () => void) {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/** True once the window has scrolled more than `threshold` pixels; re-renders only when that flips. */
export function useScrolledPast(threshold: number = SCROLL_THRESHOLD_PX): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
