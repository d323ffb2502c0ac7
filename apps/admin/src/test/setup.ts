import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { listenDuringTests } from "@mp/ui/test/msw.ts";
import { clearAdminStorage } from "../lib/session-store";
import { server } from "./server";

listenDuringTests(server);

// Testing Library only cleans up by itself when vitest globals are on; this project keeps them off.
afterEach(() => {
  cleanup();
  clearAdminStorage(null);
  document.title = "";
});
