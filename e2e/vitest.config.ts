import { defineConfig } from "vitest/config";

/** The browser suite: a real built server, Debian's Chromium driven by playwright-core. */
export default defineConfig({
  test: {
    name: "e2e",
    root: "./e2e",
    include: ["**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["./support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser per file; two files at a time fit two cores.
    maxWorkers: 2,
  },
});
