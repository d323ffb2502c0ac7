import { hiddenCauses } from "@mp/contracts/report";
import { sql, type SQL } from "drizzle-orm";
import { timestamp, text } from "drizzle-orm/pg-core";

/**
 * The columns every reportable kind of content carries. A row with `hidden_at` set is out of every
 * public page, search and sitemap; its owner still sees it, with the reason.
 */
export function moderationColumns() {
  return {
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenCause: text("hidden_cause", { enum: hiddenCauses }),
    /** The moderator's note the owner is shown (moderation only). */
    hiddenNote: text("hidden_note"),
  };
}

/** The check that keeps the three columns consistent. */
export function moderationCheckSql(hiddenAt: SQL | unknown, hiddenCause: SQL | unknown): SQL {
  return sql`(${hiddenAt} is null) = (${hiddenCause} is null) and (${hiddenCause} is null or ${hiddenCause} in ('moderation', 'suspension'))`;
}
