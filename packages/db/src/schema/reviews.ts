import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { listings } from "./listings.ts";
import { users } from "./users.ts";
import { moderationCheckSql, moderationColumns } from "./moderation-columns.ts";

/**
 * A signed-in person's rating (1–5) and comment of a listing, once per person and listing, with the
 * listing owner's one public reply. A trigger (migration 0014) keeps `listings.rating_count` and
 * `rating_sum` equal to the visible reviews' after every insert, update and delete.
 */
export const listingReviews = pgTable(
  "listing_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    ...moderationColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("listing_reviews_once_idx").on(t.listingId, t.authorId),
    // A listing's reviews, newest first; an author's recent reviews (the throttle, their own list).
    index("listing_reviews_listing_created_idx").on(t.listingId, t.createdAt.desc(), t.id),
    index("listing_reviews_author_created_idx").on(t.authorId, t.createdAt.desc()),
    check("listing_reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("listing_reviews_reply_check", sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
    check("listing_reviews_hidden_check", moderationCheckSql(t.hiddenAt, t.hiddenCause)),
  ],
);
