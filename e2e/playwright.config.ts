import { defineConfig } from "@playwright/test";
import { viewports } from "./support/viewports.ts";

/**
 * The browser suite: the built product on a server of its own (support/global-setup.ts), driven
 * through Debian's Chromium. No browser is ever downloaded: set CHROMIUM_PATH to use another binary.
 */
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.e2e.ts",
  globalSetup: "./support/global-setup.ts",
  outputDir: "../.tmp/e2e-results",
  // Each test makes its own people and listings, so tests spread over both workers (two cores).
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // Two cores shared by two workers and the server: a multi-page flow took 60 s of ordinary steps in CI.
  timeout: 120_000,
  // The machine is shared and busy: a first render can take a few seconds.
  expect: { timeout: 15_000 },
  reporter: "list",
  use: {
    browserName: "chromium",
    viewport: viewports.desktop,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
