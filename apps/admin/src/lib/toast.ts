import { toastDurations } from "@mp/ui/lib/toast-durations.ts";
import { toast } from "react-toastify/unstyled";

/**
 * The one way to show a toast in the admin panel. The library is in the main chunk (the toaster
 * is mounted with the app), so it is imported as is, not loaded on first use as on the site.
 */

export { toastDurations };

type ToastKind = "success" | "error";

function showToast(kind: ToastKind, message: string, autoClose: number) {
  // The message as id: pressing a button twice does not stack two copies of the same toast.
  toast[kind](message, { autoClose, toastId: `${kind}:${message}` });
}

export const notify = {
  /** Confirmations: the spec's 1 s. */
  success: (message: string) => showToast("success", message, toastDurations.brief),
  /** Failures stay the container's 3 s: a failure tells the reader what to do next. */
  error: (message: string, autoClose: number = toastDurations.standard) => showToast("error", message, autoClose),
};
