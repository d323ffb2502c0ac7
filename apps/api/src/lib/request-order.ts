import { AsyncLocalStorage } from "node:async_hooks";

const arrivals = new AsyncLocalStorage<number>();

/**
 * Runs `next` — the rest of a request's handling — knowing when the request arrived, so that the
 * database's line (database.ts) can let a request under way go before newer ones.
 */
export function withArrival(arrivedAt: number, next: () => void): void {
  arrivals.run(arrivedAt, next);
}

/** When the request whose work is running arrived; now, for work outside any request. */
export function arrivalOfCurrentRequest(): number {
  return arrivals.getStore() ?? performance.now();
}
