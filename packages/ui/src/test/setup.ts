import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { listenDuringTests } from "./msw.ts";
import { server } from "./server.ts";

listenDuringTests(server);

// Testing Library only cleans up by itself when vitest globals are on; this project keeps them off.
afterEach(() => {
  cleanup();
  localStorage.clear();
  document.title = "";
});
