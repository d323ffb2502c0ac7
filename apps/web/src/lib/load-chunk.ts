import { lazy, type ComponentType } from "react";

/** Spec sections 7 and 9: the script chunk loader gives up after 120 seconds. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A script chunk that failed to arrive, or did not arrive in time (spec section 8: "a load error"). */
export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
}

/** Imports a chunk, rejecting with a ChunkLoadError when it fails or has not arrived within the time-out. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`A script chunk did not arrive within ${timeoutMs / 1000} seconds.`)),
      timeoutMs,
    );
    Promise.resolve()
      .then(load)
      .then(resolve, (error: unknown) => reject(new ChunkLoadError("A script chunk failed to load.", { cause: error })))
      .finally(() => clearTimeout(timer));
  });
}

/** React.lazy through `loadChunk`: a chunk that does not arrive throws to the route's error fallback. */
export function lazyChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => loadChunk(load));
}

/** A route's `lazy` that loads its page component through `loadChunk`. */
export function lazyPage(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await loadChunk(load) });
}
