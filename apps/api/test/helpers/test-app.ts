import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { inject } from "vitest";
import type { DatabaseHandle } from "@mp/db/client";
import "@mp/db/testing/provided-context";
import { openTestDatabase } from "@mp/db/testing/test-database";
import { buildApp, type AppDependencies } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { databaseAdmission } from "../../src/database.ts";

/** The secret the test apps sign tokens with, so that a test can forge one (expired, tampered). */
export const TEST_TOKEN_SECRET = "test-secret-".padEnd(40, "x");

type TestAppOptions = {
  env?: Record<string, string>;
  surface?: AppDependencies["surface"];
  webDistDir?: string;
  /** The site's server renderer (apps/web/src/entry-server.tsx), for the server-rendering tests. */
  serverEntry?: AppDependencies["serverEntry"];
  logStream?: AppDependencies["logStream"];
  extraRoutes?: (app: FastifyInstance) => void;
};

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; close: () => Promise<void> };

/** The real application on a fresh copy of the seeded test database; no port is opened. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    LOG_LEVEL: "silent",
    DATA_DIR: "./.tmp/test-data",
    RATE_LIMIT_PER_MINUTE: "0",
    // The back-pressure's bound is for production traffic; on a loaded test machine a burst of
    // parallel requests may wait longer for PGlite than 2 s. Its own tests set it.
    DB_QUEUE_TIMEOUT_MS: "60000",
    ...options.env,
  });
  // With the server's back-pressure (database.ts): a test can hold the turns to fill the line.
  const database = await openTestDatabase(inject("testTemplate"), { admission: databaseAdmission(config) });
  const redis = config.redisUrl ? new Redis(config.redisUrl) : null;
  const app = await buildApp({
    config,
    secrets: { tokenSecret: TEST_TOKEN_SECRET },
    database,
    redis,
    surface: options.surface,
    distDir: options.webDistDir,
    serverEntry: options.serverEntry,
    logStream: options.logStream,
  });
  // Extra routes let a test exercise a mechanism (body parsing, validation) on its own.
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      redis?.disconnect();
      await database.close();
    },
  };
}
