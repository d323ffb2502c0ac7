import { availableParallelism } from "node:os";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import admin from "./apps/admin/vitest.config.ts";
import web from "./apps/web/vitest.config.ts";
import ui from "./packages/ui/vitest.config.ts";

const databaseSetup = "./packages/db/src/testing/global-setup.ts";

/**
 * A test file that replaces a module (`vi.mock`) or tests a module's own state is named
 * `*.isolated.test.*` (the linter holds to it) and gets fresh modules. Every other file shares its
 * worker's modules with the files before it, so that the app and its dependencies are imported once
 * per worker, not once per file: the API suite went from 4.9 to 2.6 minutes and the site's from 2.2
 * to 0.6 (decision 041).
 */
const isolatedTests = "**/*.isolated.test.{ts,tsx}";

/** The project twice: its shared-module files, and its isolated ones as `<name>-isolated`. */
function byIsolation(project: TestProjectInlineConfiguration): TestProjectInlineConfiguration[] {
  const test = project.test ?? {};
  return [
    { ...project, test: { ...test, isolate: false, exclude: [...configDefaults.exclude, isolatedTests] } },
    { ...project, test: { ...test, name: `${String(test.name)}-isolated`, include: [isolatedTests] } },
  ];
}

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
          isolate: false,
        },
      },
      {
        test: {
          name: "db",
          root: "./packages/db",
          environment: "node",
          include: ["test/**/*.test.ts"],
          isolate: false,
          globalSetup: ["./src/testing/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...byIsolation({
        test: {
          name: "api",
          root: "./apps/api",
          environment: "node",
          include: ["test/**/*.test.ts"],
          globalSetup: [`../../${databaseSetup}`],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      }),
      ...byIsolation(web),
      ...byIsolation(admin),
      ...byIsolation(ui),
    ],
  },
});
