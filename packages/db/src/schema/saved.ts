import { favouriteTargetTypes } from "@mp/contracts/favourite";
import { savedSearchFrequencies, savedSearchKinds } from "@mp/contracts/saved-search";
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A person's saved listing, job or freelancer. `targetId` is the item's id (a freelancer's is the
 * freelancer profile's); an item that is gone or hidden drops out of the Saved page's reads.
 */
export const favourites = pgTable(
  "favourites",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: text("target_type", { enum: favouriteTargetTypes }).notNull(),
    targetId: uuid("target_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId] }),
    // The Saved page (newest first) and an item's count for its owner.
    index("favourites_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("favourites_target_idx").on(t.targetType, t.targetId),
    check("favourites_target_type_check", sql`${t.targetType} in ('listing', 'job', 'freelancer')`),
  ],
);

/**
 * A search or filtered category page a person saved, as its page and URL state, with how often to
 * be mailed about new matches. Items published after `checkedUntil` are the next run's candidates.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: savedSearchKinds }).notNull(),
    name: text("name").notNull(),
    /** The page's path (`/search`, `/findjob`, a category page) and its query parameters, as the site sent them. */
    path: text("path").notNull(),
    params: jsonb("params").$type<Record<string, string>>().notNull().default({}),
    frequency: text("frequency", { enum: savedSearchFrequencies }).notNull().default("daily"),
    checkedUntil: timestamp("checked_until", { withTimezone: true }).notNull().defaultNow(),
    lastMailedAt: timestamp("last_mailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("saved_searches_user_created_idx").on(t.userId, t.createdAt.desc()),
    // The scheduled run: each frequency's searches, least recently checked first.
    index("saved_searches_due_idx").on(t.frequency, t.checkedUntil),
    check("saved_searches_kind_check", sql`${t.kind} in ('listings', 'jobs')`),
    check("saved_searches_frequency_check", sql`${t.frequency} in ('instant', 'daily')`),
  ],
);

/** A listing or job that matched a saved search: its primary key is what makes each match mailed once. */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    itemId: uuid("item_id").notNull(),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.itemId] }),
    index("saved_search_matches_unmailed_idx")
      .on(t.savedSearchId, t.matchedAt)
      .where(sql`${t.mailedAt} is null`),
  ],
);
