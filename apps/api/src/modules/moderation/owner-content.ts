import { sql } from "drizzle-orm";
import type { CatalogueTx } from "../../lib/catalogue-version.ts";

/** Each reportable table and the column that names its owner. */
const ownedTables = [
  { table: "listings", owner: "vendor_id" },
  { table: "banner_ads", owner: "vendor_id" },
  { table: "feature_ads", owner: "vendor_id" },
  { table: "jobs", owner: "employer_id" },
  { table: "freelancers", owner: "user_id" },
  { table: "client_profiles", owner: "user_id" },
  // Their reviews of others' listings too: the trigger then takes them out of the averages.
  { table: "listing_reviews", owner: "author_id" },
] as const;

/**
 * A suspension hides everything the user owns that is not already hidden; in the catalogue
 * writer's transaction, so public pages, search and the sitemaps drop it at once.
 */
export async function hideOwnerContent(tx: CatalogueTx, ownerId: string): Promise<void> {
  for (const { table, owner } of ownedTables) {
    await tx.execute(
      sql`update ${sql.identifier(table)} set hidden_at = now(), hidden_cause = 'suspension', hidden_note = null
          where ${sql.identifier(owner)} = ${ownerId} and hidden_at is null`,
    );
  }
}

/** Restoring the account shows again what its suspension hid, and leaves what a moderator hid hidden. */
export async function restoreOwnerContent(tx: CatalogueTx, ownerId: string): Promise<void> {
  for (const { table, owner } of ownedTables) {
    await tx.execute(
      sql`update ${sql.identifier(table)} set hidden_at = null, hidden_cause = null, hidden_note = null
          where ${sql.identifier(owner)} = ${ownerId} and hidden_cause = 'suspension'`,
    );
  }
}
