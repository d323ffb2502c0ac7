import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accountEventTypes } from "@mp/contracts/activity";
import { users } from "./users.ts";

/** The longest user agent kept; longer ones are cut, so that a client cannot fill the table. */
export const USER_AGENT_MAX_LENGTH = 300;
export const DETAIL_MAX_LENGTH = 200;

/** A user's activity log: one row per account event, subscription event, job post, application or hire. */
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
    /** What the event was about: a plan's name, a job's title; at most DETAIL_MAX_LENGTH characters. */
    detail: text("detail"),
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
    check("account_events_detail_length_check", sql`char_length(${t.detail}) <= ${sql.raw(String(DETAIL_MAX_LENGTH))}`),
  ],
);
