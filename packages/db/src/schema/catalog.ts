import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    icon: text("icon").notNull(),
    /** Accent hue (0–359) used by generated artwork and the category tiles. */
    hue: integer("hue").notNull().default(210),
    /** The admin panel's order (ascending); ties by name. */
    position: integer("position").notNull().default(0),
    /** An icon uploaded in the admin panel (stored_images), shown instead of the named icon. */
    iconImageId: uuid("icon_image_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("categories_slug_idx").on(t.slug),
    // Sorting by name, and the ids as a tie-break, is the list's only order.
    index("categories_name_idx").on(t.name, t.id),
    index("categories_position_idx").on(t.position, t.name, t.id),
    // "Search categories..." matches anywhere in the name.
    index("categories_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
  ],
);

export const subcategories = pgTable(
  "subcategories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    image: text("image").notNull(),
    /** The image uploaded in the admin panel (stored_images); null for the generated demo art. */
    imageId: uuid("image_id"),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("subcategories_category_slug_idx").on(t.categoryId, t.slug),
    index("subcategories_category_name_idx").on(t.categoryId, t.name, t.id),
    index("subcategories_category_position_idx").on(t.categoryId, t.position, t.name, t.id),
  ],
);
