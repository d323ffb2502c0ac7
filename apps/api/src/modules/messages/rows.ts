import { sql, type SQL } from "drizzle-orm";
import { messageTexts } from "@mp/contracts/message";

/** A timestamp of a raw query (a Date from node-postgres, a Date or a string elsewhere) as ISO 8601. */
export function isoOf(value: Date | string): string {
  return new Date(value).toISOString();
}

/**
 * A message's text as its parties read it (`alias` names the messages row): a message a moderator
 * hid reads "This message was removed by a moderator." for both, in the thread, the inbox and mails;
 * its text never leaves the database.
 */
export function shownBody(alias: string): SQL {
  const m = sql.identifier(alias);
  return sql`case when ${m}.hidden_at is null then ${m}.body else ${messageTexts.removed}::text end`;
}

/** Whether a moderator hid the message `alias`. */
export function isRemoved(alias: string): SQL {
  return sql`(${sql.identifier(alias)}.hidden_at is not null)`;
}
