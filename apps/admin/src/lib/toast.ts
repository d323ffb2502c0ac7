/**
 * The one way to show a toast. The library loads on first use, out of the first view's
 * script; toasts raised before the container mounts wait in its queue.
 */

/** Spec section 9: 1 s for most toasts, 2 s for the admin denial, 3 s as the container's default. */
export const toastDurations = { brief: 1000, adminDenied: 2000, standard: 3000 } as const;

type ToastKind = "success" | "error";

function showToast(kind: ToastKind, message: string, autoClose: number) {
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
