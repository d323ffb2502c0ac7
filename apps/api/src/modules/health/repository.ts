import { sql } from "drizzle-orm";
import type { Database } from "@mp/db/client";

/** Throws unless the database answers. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
