import { Redis } from "ioredis";
import { openDatabase, type DatabaseHandle } from "@mp/db/client";
import { migrate } from "@mp/db/migrate";
import { seedIfEmpty } from "@mp/db/seed/seed";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { paths } from "./paths.ts";
import { loadSecrets } from "./secrets.ts";

/** Starts the product: settings, database (migrated, seeded when empty), then the site and API on PORT. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfigOrExit();
  const secrets = loadSecrets(config);
  const database = await openConfiguredDatabase(config);
  await migrate(database, paths.migrations);
  if (config.seedDemoData) {
    await seedIfEmpty(database, { log: (message: string) => console.log(`[seed] ${message}`) });
  }
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  const app = await buildApp({ config, secrets, database, redis, webDistDir: paths.webDist });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    try {
      await app.close();
      redis?.disconnect();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  app.log.info({ database: database.driver, startupSeconds: Number(seconds) }, "ready");
  console.log(
    `${config.productName} is ready at ${config.publicUrl} (API under ${config.publicUrl}/api) in ${seconds}s`,
  );
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
}

function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize })
    : openDatabase({ dataDir: config.dataDir });
}

main().catch((err: unknown) => {
  console.error("The server could not start:", err);
  process.exit(1);
});
