import { freelancerAvailabilities } from "@mp/contracts/freelancer";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { categories, subcategories } from "./catalog.ts";
import { storedImages } from "./vendors.ts";
import { tsvector } from "./listings.ts";
import { users } from "./users.ts";
import { moderationCheckSql, moderationColumns } from "./moderation-columns.ts";

/** A freelancer's public profile: one per user who holds the Freelancer privilege. */

export const freelancers = pgTable(
  "freelancers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id),
    fullName: text("full_name").notNull(),
    headline: text("headline").notNull(),
    bio: text("bio").notNull(),
    skills: text("skills").array().notNull(),
    hourlyRateCents: integer("hourly_rate_cents").notNull(),
    location: text("location").notNull(),
    subcategoryId: uuid("subcategory_id").references(() => subcategories.id),
    availability: text("availability", { enum: freelancerAvailabilities }).notNull().default("available"),
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Average rating × 10 (0–50), so 4.7 stars is 47. */
    ratingTenths: integer("rating_tenths").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    ...moderationColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // array_to_string is only STABLE, so the 0003_search migration defines an IMMUTABLE
    // `mp_words(text[])` for the skills.
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', "full_name"), 'A') || setweight(to_tsvector('english', "headline"), 'B') || setweight(to_tsvector('english', mp_words("skills")), 'B') || setweight(to_tsvector('english', "bio"), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex("freelancers_user_idx").on(t.userId),
    index("freelancers_category_idx").on(t.categoryId, t.createdAt.desc(), t.id),
    index("freelancers_created_idx").on(t.createdAt.desc(), t.id),
    // The sorts of GET /api/freelancers: best rated, and by hourly rate both ways.
    index("freelancers_rating_idx").on(t.ratingTenths.desc(), t.reviewCount.desc(), t.id),
    index("freelancers_rate_idx").on(t.hourlyRateCents, t.id),
    index("freelancers_rate_desc_idx").on(t.hourlyRateCents.desc(), t.id),
    index("freelancers_search_idx").using("gin", t.searchVector),
    // Search at scale (decision 024): visible freelancers whose name has the words, or is the words.
    index("freelancers_name_search_idx")
      .using("gin", sql`to_tsvector('english', ${t.fullName})`)
      .where(sql`${t.hiddenAt} is null`),
    index("freelancers_name_lower_idx")
      .on(sql`lower(${t.fullName})`)
      .where(sql`${t.hiddenAt} is null`),
    index("freelancers_name_trgm_idx").using("gin", sql`${t.fullName} gin_trgm_ops`),
    check("freelancers_hidden_check", moderationCheckSql(t.hiddenAt, t.hiddenCause)),
  ],
);

/** A freelancer's portfolio, in their order; images go through the upload checks (stored_images). */
export const freelancerPortfolioImages = pgTable(
  "freelancer_portfolio_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    freelancerId: uuid("freelancer_id")
      .notNull()
      .references(() => freelancers.id, { onDelete: "cascade" }),
    imageId: uuid("image_id")
      .notNull()
      .references(() => storedImages.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    caption: text("caption").notNull().default(""),
  },
  (t) => [
    index("freelancer_portfolio_freelancer_idx").on(t.freelancerId, t.position, t.id),
    index("freelancer_portfolio_image_idx").on(t.imageId),
  ],
);
