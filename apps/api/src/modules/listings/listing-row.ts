import { eq, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { categories, listings, subcategories, users, vendorProfiles } from "@mp/db/schema/index";
import type { CustomField, ListingDetail, ListingSummary } from "@mp/contracts/listing";
import type { Executor } from "../../lib/executor.ts";

/**
 * The one column list and mapper of each shape of a listing: a summary (cards, pages of results)
 * and a detail (its page, and the vendor's preview of it). A new field is added here once.
 */
export const summaryColumns = {
  _id: listings.id,
  name: listings.name,
  kind: listings.kind,
  priceCents: listings.priceCents,
  currency: listings.currency,
  city: listings.city,
  address: listings.address,
  latitude: listings.latitude,
  longitude: listings.longitude,
  coverImage: listings.coverImage,
  categoryId: listings.categoryId,
  subcategoryId: listings.subcategoryId,
  ratingAverage: listings.ratingAverage,
  ratingCount: listings.ratingCount,
  publishedAt: listings.publishedAt,
};

export type SummaryRow = Omit<ListingSummary, "publishedAt"> & { publishedAt: Date | null };

export function toSummary({ publishedAt, ...row }: SummaryRow): ListingSummary {
  // Published listings always have a publication time; the epoch only guards the type.
  return { ...row, publishedAt: (publishedAt ?? new Date(0)).toISOString() };
}

const summaryKeys = Object.keys(summaryColumns) as (keyof typeof summaryColumns)[];

function pick<T, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
}

export const detailColumns = {
  ...summaryColumns,
  description: listings.description,
  phone: listings.phone,
  email: listings.email,
  website: listings.website,
  openingHours: listings.openingHours,
  vendorId: listings.vendorId,
  // The business name of the vendor's profile when they made one.
  vendorName: sql<string>`coalesce(${vendorProfiles.businessName}, ${users.displayName}, ${users.name})`,
  vendorSince: users.createdAt,
  // Both the e-mail and the phone confirmed: the page's "Verified business" mark.
  vendorVerified: sql<boolean>`(${users.emailVerifiedAt} is not null and ${users.phoneVerifiedAt} is not null)`,
  categoryName: categories.name,
  subcategoryName: subcategories.name,
};

/** The detail's columns and `extra`, with the joins they need. */
export function selectDetail<Extra extends SelectedFields>(db: Executor, extra: Extra) {
  return db
    .select({ ...detailColumns, ...extra })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.vendorId))
    .leftJoin(vendorProfiles, eq(vendorProfiles.userId, listings.vendorId))
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, listings.subcategoryId));
}

type DetailRow = SummaryRow & {
  description: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  openingHours: ListingDetail["openingHours"] | undefined;
  vendorId: string;
  vendorName: string;
  vendorSince: Date;
  vendorVerified: boolean;
  categoryName: string;
  subcategoryName: string;
};

export function toDetail(row: DetailRow, customFields: CustomField[]): ListingDetail {
  const { description, phone, email, website, openingHours, vendorId, vendorName, categoryName, subcategoryName } = row;
  const vendor = {
    _id: vendorId,
    name: vendorName,
    memberSince: row.vendorSince.toISOString(),
    verified: Boolean(row.vendorVerified),
  };
  const summary = toSummary(pick(row, summaryKeys));
  return {
    ...summary,
    description,
    contact: { phone, email, website },
    openingHours: openingHours ?? null,
    vendor,
    categoryName,
    subcategoryName,
    customFields,
  };
}
