import { openDatabase, type Admission, type DatabaseHandle } from "@mp/db/client";
import type { Config } from "./config.ts";
import { createBoundedQueue } from "./lib/bounded-queue.ts";
import { arrivalOfCurrentRequest } from "./lib/request-order.ts";

/**
 * Back-pressure at the database: a turn per statement (a transaction takes one for its whole
 * run), as many at once as the database serves (PGlite one, PostgreSQL its pool), at most
 * DB_QUEUE_LENGTH waiting and each at most DB_QUEUE_TIMEOUT_MS. A statement refused a turn fails
 * with a QueueBusyError before it runs, and the error handler answers 503 with Retry-After, so a
 * burst of slow requests is refused quickly instead of queueing without end. The line is ordered by
 * when each statement's request arrived (lib/request-order.ts): a search of several statements
 * finishes before a newer one starts, instead of fifty advancing together and all finishing late.
 */
export function databaseAdmission(config: Config): (concurrency: number) => Admission {
  const { timeoutMs, maxWaiting } = config.databaseQueue;
  return (concurrency) => createBoundedQueue({ concurrency, maxWaiting, timeoutMs, rankOf: arrivalOfCurrentRequest });
}

/** The server's database: PostgreSQL with `DATABASE_URL`, else PGlite in `DATA_DIR`. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  const admission = databaseAdmission(config);
  return config.databaseUrl
    ? openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, admission })
    : openDatabase({ dataDir: config.dataDir, admission });
}
