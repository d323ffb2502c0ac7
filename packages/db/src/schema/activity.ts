import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accountEventTypes, type AccountEventType } from "@mp/contracts/activity";
import { users } from "./users.ts";

/** What the auth module records: the contract's list, which the site reads too. */
export { accountEventTypes, type AccountEventType };

/** The longest user agent kept; longer ones are cut, so that a client cannot fill the table. */
export const USER_AGENT_MAX_LENGTH = 300;

/** A user's activity log: one row per sign-up, sign-in, sign-out, password event or social link. */
export const accountEvents = pgTable(
  "account_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: accountEventTypes }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The activity log page: one user's events, newest first, then id.
    index("account_events_user_created_idx").on(t.userId, t.createdAt.desc(), t.id),
    check("account_events_type_check", sql.raw(`type in (${accountEventTypes.map((type) => `'${type}'`).join(", ")})`)),
    check(
      "account_events_user_agent_length_check",
      sql`char_length(${t.userAgent}) <= ${sql.raw(String(USER_AGENT_MAX_LENGTH))}`,
    ),
  ],
);
