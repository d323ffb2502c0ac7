import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const databaseSetup = "./packages/db/src/testing/global-setup.ts";

/** `npm run test:unit`: every project but the browser suite, which Playwright runs against a built server (e2e/playwright.config.ts). */
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores, one worker, while the
    // main process idles. Two workers there ran the same 16 API files in 85 s instead of 115 s.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "contracts",
          root: "./packages/contracts",
          environment: "node",
          include: ["test/**/*.test.ts"],
        },
      },
      {
        test: {
          name: "db",
          root: "./packages/db",
          environment: "node",
          include: ["test/**/*.test.ts"],
          globalSetup: ["./src/testing/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "api",
          root: "./apps/api",
          environment: "node",
          include: ["test/**/*.test.ts"],
          globalSetup: [`../../${databaseSetup}`],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      "./apps/web/vitest.config.ts",
      "./apps/admin/vitest.config.ts",
      "./packages/ui/vitest.config.ts",
    ],
  },
});
