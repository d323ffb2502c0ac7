import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { categories, subcategories } from "./catalog.ts";
import { users } from "./users.ts";

export const listingKinds = ["business", "product"] as const;
export const listingStatuses = ["draft", "published"] as const;

/** Opening hours per weekday (0 = Sunday): "HH:MM" pairs, absent when closed. */
export type OpeningHours = Partial<Record<"0" | "1" | "2" | "3" | "4" | "5" | "6", { open: string; close: string }[]>>;

/** A business or a product of a vendor, in one subcategory. */
export const listings = pgTable(
  "listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vendorId: uuid("vendor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id),
    subcategoryId: uuid("subcategory_id")
      .notNull()
      .references(() => subcategories.id),
    kind: text("kind", { enum: listingKinds }).notNull(),
    status: text("status", { enum: listingStatuses }).notNull().default("draft"),
    name: text("name").notNull(),
    description: text("description").notNull(),
    /** Minor units (cents); null when the listing shows no price. */
    priceCents: integer("price_cents"),
    currency: text("currency").notNull().default("USD"),
    address: text("address").notNull(),
    city: text("city").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    phone: text("phone"),
    email: text("email"),
    website: text("website"),
    openingHours: jsonb("opening_hours").$type<OpeningHours>(),
    coverImage: text("cover_image"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("listings_subcategory_published_idx")
      .on(t.subcategoryId, t.publishedAt.desc(), t.id)
      .where(sql`${t.status} = 'published'`),
    index("listings_category_published_idx")
      .on(t.categoryId, t.publishedAt.desc(), t.id)
      .where(sql`${t.status} = 'published'`),
    index("listings_vendor_idx").on(t.vendorId, t.createdAt.desc()),
  ],
);
