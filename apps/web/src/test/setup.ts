import { cleanup, configure } from "@testing-library/react";
import { toast } from "react-toastify/unstyled";
import { afterEach } from "vitest";
import { listenDuringTests } from "@mp/ui/test/msw.ts";
import { server } from "./server";

// Pages and dialogs are lazy chunks: their first import in a worker, with every test file running
// in parallel, can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });

listenDuringTests(server);

// Testing Library only cleans up by itself when vitest globals are on; this project keeps them off.
afterEach(() => {
  cleanup();
  // With no container mounted, dismissing empties the queue of toasts raised without one.
  toast.dismiss();
  localStorage.clear();
  window.scrollTo(0, 0);
  document.title = "";
});
