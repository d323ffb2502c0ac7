import { sql } from "drizzle-orm";
import type { CatalogueTx } from "../../lib/catalogue-version.ts";
import { targetKinds } from "./targets.ts";

/**
 * Each reportable table and the column that names its owner, but messages: a suspension takes
 * down what the user shows the public, not what they said in private. Their reviews of others'
 * listings count too: the trigger then takes them out of the averages.
 */
const ownedTables = Object.values(targetKinds).filter((kind) => !kind.private);

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
