import { eq, sql } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { storedImages, users, vendorProfiles } from "@mp/db/schema/index";
import {
  socialNetworks,
  type PublicVendor,
  type SocialLinks,
  type VendorProfile,
  type VendorProfileInputParsed,
} from "@mp/contracts/vendor-profile";
import type { CatalogueTx } from "../../lib/catalogue-version.ts";
import type { Executor } from "../../lib/executor.ts";
import type { StorageSettings } from "../../lib/storage/storage-settings.ts";
import { joinedImage, storedImageColumns, toImageRef, type StoredImageRow } from "../uploads/public.ts";

const profileColumns = {
  userId: vendorProfiles.userId,
  businessName: vendorProfiles.businessName,
  logoImageId: vendorProfiles.logoImageId,
  about: vendorProfiles.about,
  phone: vendorProfiles.phone,
  email: vendorProfiles.email,
  website: vendorProfiles.website,
  address: vendorProfiles.address,
  city: vendorProfiles.city,
  socialLinks: vendorProfiles.socialLinks,
  updatedAt: vendorProfiles.updatedAt,
};

type ProfileRow = {
  [K in keyof typeof profileColumns]: (typeof vendorProfiles.$inferSelect)[K];
};

/** Only the networks the pages know, in their order, and only non-empty links. */
function cleanLinks(links: Record<string, string | null | undefined>): SocialLinks {
  const clean: SocialLinks = {};
  for (const network of socialNetworks) {
    const link = links[network];
    if (link) clean[network] = link;
  }
  return clean;
}

function toProfile(settings: StorageSettings, row: ProfileRow, logo: StoredImageRow | null): VendorProfile {
  return {
    _id: row.userId,
    businessName: row.businessName,
    logo: logo ? toImageRef(settings, logo) : null,
    about: row.about,
    phone: row.phone,
    email: row.email,
    website: row.website,
    address: row.address,
    city: row.city,
    socialLinks: cleanLinks(row.socialLinks),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's own profile with its logo, or null before they make one (a primary-key read). */
export async function findProfile(db: Executor, settings: StorageSettings, userId: string) {
  const [row] = await db
    .select({ profile: profileColumns, logo: storedImageColumns })
    .from(vendorProfiles)
    .leftJoin(storedImages, eq(storedImages.id, vendorProfiles.logoImageId))
    .where(eq(vendorProfiles.userId, userId))
    .limit(1);
  if (!row) return null;
  return toProfile(settings, row.profile, joinedImage(row.logo));
}

/** The logo id the user's profile has now, held until commit; undefined when there is no profile. */
export async function lockProfileLogo(tx: Executor, userId: string): Promise<string | null | undefined> {
  const [row] = await tx
    .select({ logoImageId: vendorProfiles.logoImageId })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.userId, userId))
    .for("update");
  return row ? row.logoImageId : undefined;
}

/** Creates or replaces the user's profile. */
export async function upsertProfile(tx: CatalogueTx, userId: string, input: VendorProfileInputParsed): Promise<void> {
  const values = {
    businessName: input.businessName,
    logoImageId: input.logoImageId,
    about: input.about,
    phone: input.phone,
    email: input.email,
    website: input.website,
    address: input.address,
    city: input.city,
    socialLinks: cleanLinks(input.socialLinks),
  };
  await tx
    .insert(vendorProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: vendorProfiles.userId, set: { ...values, updatedAt: new Date() } });
}

/**
 * The public face of a user: their profile, or their public name alone when they made none
 * (the name their listings already show). null for an unknown user. Nothing private (account
 * email, phone, password) is read.
 */
export async function findPublicVendor(
  db: Database,
  settings: StorageSettings,
  userId: string,
): Promise<PublicVendor | null> {
  const [row] = await db
    .select({
      userId: users.id,
      publicName: sql<string>`coalesce(${users.displayName}, ${users.name})`,
      createdAt: users.createdAt,
      // Both the e-mail and the phone confirmed: the page's "Verified business" mark.
      verified: sql<boolean>`(${users.emailVerifiedAt} is not null and ${users.phoneVerifiedAt} is not null)`,
      profile: profileColumns,
      logo: storedImageColumns,
    })
    .from(users)
    .leftJoin(vendorProfiles, eq(vendorProfiles.userId, users.id))
    .leftJoin(storedImages, eq(storedImages.id, vendorProfiles.logoImageId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const trust = { memberSince: row.createdAt.toISOString(), verified: Boolean(row.verified) };
  if (row.profile?.userId) {
    return { ...toProfile(settings, row.profile, joinedImage(row.logo)), hasProfile: true, ...trust };
  }
  return {
    _id: row.userId,
    businessName: row.publicName,
    logo: null,
    about: "",
    phone: null,
    email: null,
    website: null,
    address: null,
    city: null,
    socialLinks: {},
    updatedAt: null,
    hasProfile: false,
    ...trust,
  };
}
