import { Redis } from "ioredis";
import { restrictDataDir } from "@mp/db/data-dir";
import { migrate } from "@mp/db/migrate";
import { seedIfEmpty } from "@mp/db/seed/seed";
import { refreshStaleStatistics } from "@mp/db/statistics";
import { buildApp, catalogueVersionFor, type AppDependencies } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openConfiguredDatabase } from "./database.ts";
import { createMailer } from "./lib/mailer.ts";
import { createMemoryDedupStore, createMemoryThrottleStore, createRedisThrottleStore } from "./lib/throttle.ts";
import { scheduleMessageMail } from "./modules/messages/mail-task.ts";
import { scheduleSubscriptionWork } from "./modules/payments/schedule.ts";
import { scheduleSavedSearchAlerts } from "./modules/saved-searches/schedule.ts";
import { scheduleImageCleanup } from "./modules/uploads/image-cleanup.ts";
import { paths } from "./paths.ts";
import { loadSecrets } from "./secrets.ts";

/**
 * Starts the product: settings, database (migrated, seeded when empty), then the site and API
 * on PORT and the admin panel, with the same API, on ADMIN_PORT.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfigOrExit();
  // Before anything is written there: the database, uploads, mail and secrets are this user's only.
  restrictDataDir(config.dataDir);
  const secrets = loadSecrets(config);
  const database = await openConfiguredDatabase(config);
  await migrate(database, paths.migrations);
  if (config.seedDemoData) {
    await seedIfEmpty(database, { log: (message: string) => console.log(`[seed] ${message}`) });
  }
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  // Both surfaces count sign-in attempts together, share one mail transport and one catalogue version.
  const shared: AppDependencies = {
    config,
    secrets,
    database,
    redis,
    throttleStore: redis ? createRedisThrottleStore(redis, config.redisKeyPrefix) : createMemoryThrottleStore(),
    eventStore: redis ? createRedisThrottleStore(redis, config.redisKeyPrefix, "dedup") : createMemoryDedupStore(),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    // One version for both surfaces: the admin port's catalogue writes end the site's cached pages.
    catalogueVersion: catalogueVersionFor(config, redis),
  };
  const site = await buildApp({
    ...shared,
    surface: "site",
    distDir: paths.webDist,
    serverEntry: paths.webServerEntry,
  });
  const admin = await buildApp({ ...shared, surface: "admin", distDir: paths.adminDist });
  // Once per process (the site's app), not per surface: uploads never attached are deleted.
  scheduleImageCleanup(site);
  // Renewals in test mode, expiry and reminder mails: each process looks, one does each (decision 020).
  scheduleSubscriptionWork(site);
  // Saved-search alerts: instant every SAVED_SEARCH_INSTANT_MINUTES, daily after its hour (decision 033).
  scheduleSavedSearchAlerts(site);
  // New messages neither read nor mailed for two minutes: one mail per recipient (decision 020).
  scheduleMessageMail(site);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    site.log.info({ signal }, "shutting down: finishing in-flight requests");
    try {
      await Promise.all([site.close(), admin.close()]);
      await shared.mailer?.close();
      redis?.disconnect();
      await database.close();
      process.exit(0);
    } catch (err) {
      site.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  await site.listen({ port: config.port, host: config.host });
  await admin.listen({ port: config.adminPort, host: config.host });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  site.log.info({ database: database.driver, startupSeconds: Number(seconds) }, "ready");
  console.log(
    `${config.productName} is ready at ${config.publicUrl} (API under ${config.publicUrl}/api), ` +
      `admin panel at ${config.adminUrl}, in ${seconds}s`,
  );
  // PGlite has no autovacuum: refresh the planner's statistics of the tables whose rows have moved
  // since the last start, so that what vendors added is planned for. Not at once: PGlite runs one
  // statement at a time, and ANALYZE of 100,000 listings (≈ 2 s) would hold up the first requests.
  if (database.driver === "pglite") {
    setTimeout(() => {
      refreshStaleStatistics(database)
        .then((tables) => tables.length > 0 && site.log.info({ tables }, "planner statistics refreshed"))
        .catch((err: unknown) => site.log.warn({ err }, "analyze failed"));
    }, 15_000).unref();
  }
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

main().catch((err: unknown) => {
  console.error("The server could not start:", err);
  process.exit(1);
});
