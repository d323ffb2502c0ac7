import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates the server's page, true from then on (and
 * from the start of a page the browser renders itself). For what only the browser knows — its
 * clock and its time zone — so that the server's HTML and the first browser render agree
 * (decision 023); the browser's version follows right after hydration.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
