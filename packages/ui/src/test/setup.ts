import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { useServer } from "./msw.ts";
import { server } from "./server.ts";

useServer(server);

// Testing Library only cleans up by itself when vitest globals are on; this project keeps them off.
afterEach(() => {
  cleanup();
  localStorage.clear();
  document.title = "";
});
