import { bannerPlacements } from "@mp/contracts/banner-ad";
import { listingFieldTypes } from "@mp/contracts/listing";
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { categories } from "./catalog.ts";
import { listings } from "./listings.ts";
import { users } from "./users.ts";
import { moderationCheckSql, moderationColumns } from "./moderation-columns.ts";

/** A vendor's public face: one per user who lists a business or posts ads. */
export const vendorProfiles = pgTable(
  "vendor_profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    businessName: text("business_name").notNull(),
    /** A stored image (see storedImages); null until the vendor uploads a logo. */
    logoImageId: uuid("logo_image_id"),
    about: text("about").notNull().default(""),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    address: text("address"),
    city: text("city"),
    /** http(s) addresses only, checked by the shared schema before they are stored. */
    socialLinks: jsonb("social_links")
      .$type<Partial<Record<"facebook" | "instagram" | "x" | "linkedin" | "youtube", string>>>()
      .notNull()
      .default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("vendor_profiles_logo_image_idx")
      .on(t.logoImageId)
      .where(sql`${t.logoImageId} is not null`),
  ],
);

/**
 * An uploaded image, re-encoded as WebP at a few widths under `{keyPrefix}/{width}.webp` in the
 * file store (DATA_DIR/uploads or S3). The original upload is never kept.
 */
export const storedImages = pgTable(
  "stored_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    keyPrefix: text("key_prefix").notNull(),
    /** The widths stored, ascending; the largest is the image's own width or less. */
    widths: integer("widths").array().notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stored_images_owner_idx").on(t.ownerId, t.createdAt.desc()),
    // The clean-up of unattached uploads looks only at images older than its grace period.
    index("stored_images_created_idx").on(t.createdAt),
  ],
);

/** A listing's gallery, in the vendor's order. */
export const listingImages = pgTable(
  "listing_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    imageId: uuid("image_id")
      .notNull()
      .references(() => storedImages.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    caption: text("caption").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("listing_images_listing_idx").on(t.listingId, t.position, t.id),
    index("listing_images_image_idx").on(t.imageId),
  ],
);

/** The vendor's own label/value pairs, shown on the listing's page in their order. */
export const listingFields = pgTable(
  "listing_fields",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    type: text("type", { enum: listingFieldTypes }).notNull(),
    value: text("value").notNull(),
  },
  (t) => [index("listing_fields_listing_idx").on(t.listingId, t.position, t.id)],
);

/** Views and contact clicks per listing and UTC day, for the vendor's View Business page. */
export const listingDailyStats = pgTable(
  "listing_daily_stats",
  {
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    /** Times the listing's card was shown in a list (home, category, search, the vendor's page). */
    impressions: integer("impressions").notNull().default(0),
    views: integer("views").notNull().default(0),
    contactClicks: integer("contact_clicks").notNull().default(0),
    /** Conversations started from the listing's page ("Ask a question"). */
    messages: integer("messages").notNull().default(0),
    /** Times someone added the listing to their favourites. */
    saves: integer("saves").notNull().default(0),
  },
  // The admin dashboard sums every listing's views per day.
  (t) => [primaryKey({ columns: [t.listingId, t.day] }), index("listing_daily_stats_day_idx").on(t.day)],
);

/** An image with a link, shown in its placement between its start and end. */
export const bannerAds = pgTable(
  "banner_ads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    imageId: uuid("image_id")
      .notNull()
      .references(() => storedImages.id),
    linkUrl: text("link_url").notNull(),
    placement: text("placement", { enum: bannerPlacements }).notNull(),
    /** Only for the "category" placement. */
    categoryId: uuid("category_id").references(() => categories.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    ...moderationColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("banner_ads_hidden_check", moderationCheckSql(t.hiddenAt, t.hiddenCause)),
    // The placement's active ads: placement (and category), then those not yet ended.
    index("banner_ads_placement_idx").on(t.placement, t.categoryId, t.endsAt, t.startsAt),
    index("banner_ads_vendor_idx").on(t.vendorId, t.createdAt.desc()),
    index("banner_ads_image_idx").on(t.imageId),
    check("banner_ads_period_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("banner_ads_category_check", sql`(${t.placement} = 'category') = (${t.categoryId} is not null)`),
  ],
);

/** Impressions and clicks per banner ad and UTC day. */
export const bannerAdDailyStats = pgTable(
  "banner_ad_daily_stats",
  {
    adId: uuid("ad_id")
      .notNull()
      .references(() => bannerAds.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    impressions: integer("impressions").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.adId, t.day] }), index("banner_ad_daily_stats_day_idx").on(t.day)],
);

/** One of the vendor's listings promoted for a period: first on the home page and in its subcategory. */
export const featureAds = pgTable(
  "feature_ads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    ...moderationColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("feature_ads_hidden_check", moderationCheckSql(t.hiddenAt, t.hiddenCause)),
    index("feature_ads_active_idx").on(t.endsAt, t.startsAt, t.listingId),
    index("feature_ads_listing_idx").on(t.listingId, t.endsAt),
    index("feature_ads_vendor_idx").on(t.vendorId, t.createdAt.desc()),
    check("feature_ads_period_check", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A feature ad's funnel per UTC day: the featured card shown, opened, and what the visits it opened
 * led to on the listing's page (decision 040) — each of those counted in the same statement as the
 * listing's own step on `listing_daily_stats`.
 */
export const featureAdDailyStats = pgTable(
  "feature_ad_daily_stats",
  {
    adId: uuid("ad_id")
      .notNull()
      .references(() => featureAds.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    impressions: integer("impressions").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
    contactClicks: integer("contact_clicks").notNull().default(0),
    messages: integer("messages").notNull().default(0),
    saves: integer("saves").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.adId, t.day] }), index("feature_ad_daily_stats_day_idx").on(t.day)],
);
