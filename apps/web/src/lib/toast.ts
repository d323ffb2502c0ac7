import { toastDurations } from "@mp/ui/lib/toast-durations.ts";
/**
 * The one way to show a toast. The library and its container load on first use, out of the
 * first view; toasts raised before the container mounts wait in the library's queue.
 */

export { toastDurations };

type ToastKind = "success" | "error";

let toastRequested = false;
const listeners = new Set<() => void>();

/**
 * Whether a toast has been asked for yet: the app mounts the toast container (and loads the
 * library and its stylesheet) only from then on, so a visit without a toast never fetches them.
 */
export function hasToastBeenRequested(): boolean {
  return toastRequested;
}

/** Calls `listener` when the first toast is asked for; returns the undo (for useSyncExternalStore). */
export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function showToast(kind: ToastKind, message: string, autoClose: number) {
  if (!toastRequested) {
    toastRequested = true;
    for (const listener of listeners) listener();
  }
  void import("react-toastify/unstyled").then(({ toast }) => {
    // The message as id: pressing a button twice does not stack two copies of the same toast.
    toast[kind](message, { autoClose, toastId: `${kind}:${message}` });
  });
}

export const notify = {
  /** Confirmations ("Login successful!"): the spec's 1 s. */
  success: (message: string) => showToast("success", message, toastDurations.brief),
  /**
   * Failures stay the layout's 3 s unless the spec names a time (the admin denial's 2 s):
   * a failure tells the reader what to do next, and 1 s is too short to read it.
   */
  error: (message: string, autoClose: number = toastDurations.standard) => showToast("error", message, autoClose),
};
