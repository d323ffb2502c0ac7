import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { listenDuringTests } from "./msw.ts";
import { server } from "./server.ts";

// As on the site: a lazy page's first import in a busy worker can take longer than Testing
// Library's default second (CI saw the users page miss it while other suites ran).
configure({ asyncUtilTimeout: 10_000 });

listenDuringTests(server);

// Testing Library only cleans up by itself when vitest globals are on; this project keeps them off.
afterEach(() => {
  cleanup();
  localStorage.clear();
  document.title = "";
});
