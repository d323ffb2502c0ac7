import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { clearAdminStorage } from "../lib/session-store";

// Testing Library only cleans up by itself when vitest globals are on; this project keeps them off.
afterEach(() => {
  cleanup();
  clearAdminStorage(null);
  document.title = "";
});
