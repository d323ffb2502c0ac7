import { ToastContainer } from "react-toastify/unstyled";
// The unstyled entry with the library's stylesheet as a file: the default entry injects a
// <style> element at run time, which the CSP (style-src 'self') refuses.
import "react-toastify/ReactToastify.css";
import { toastDurations } from "../lib/toast-durations.ts";
import "./toaster.css";

/** Where every toast appears (spec section 4): top right, 3 s, closable, paused on hover or focus loss, draggable. */
export function Toaster() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={toastDurations.standard}
      closeButton
      closeOnClick={false}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      newestOnTop
      theme="light"
    />
  );
}
