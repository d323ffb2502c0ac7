import { openDatabase, type DatabaseHandle } from "@mp/db/client";
import type { Config } from "./config.ts";

/** The server's database: PostgreSQL with `DATABASE_URL`, else PGlite in `DATA_DIR`. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize })
    : openDatabase({ dataDir: config.dataDir });
}
