import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * One row per token issued: its id is the token's `sid`. A token whose row is gone (logged
 * out, password reset) or past `expires_at` is refused, however valid its signature.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The last admin-panel request made with this session: the panel ends it after a period of inactivity. */
    adminSeenAt: timestamp("admin_seen_at", { withTimezone: true }),
  },
  // A password reset ends all of a user's sessions; a sign-in clears that user's expired ones.
  (t) => [index("sessions_user_idx").on(t.userId, t.expiresAt)],
);

/**
 * A password-reset link: only the SHA-256 of its random token is kept, so a copy of the
 * database opens no account. Single use; valid for an hour.
 */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_idx").on(t.tokenHash),
    index("password_reset_tokens_user_idx").on(t.userId),
  ],
);

/**
 * The code sent by text message to confirm a phone number: only its SHA-256 is kept. One pending
 * code per user (a new request replaces it); a few wrong tries end it.
 */
export const phoneVerifications = pgTable("phone_verifications", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The number the code was sent to, E.164; confirming marks the user's phone only if it is still this one. */
  phone: text("phone").notNull(),
  codeHash: text("code_hash").notNull(),
  attempts: integer("attempts").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
