import { and, eq, or, sql } from "drizzle-orm";
import type { ClientJob, ClientProfile, ClientProfileInputParsed } from "@mp/contracts/client";
import { clientProfiles, jobs, storedImages, users } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";
import { newestFirst } from "../../lib/order.ts";
import type { StorageSettings } from "../../lib/storage/storage-settings.ts";
import { joinedImage, storedImageColumns, toImageRef } from "../uploads/public.ts";
import { hiddenColumns, withHiddenNotice } from "../../lib/hidden-notice.ts";

/** The account's roles, its row held until commit: two registrations of one user take turns. */
export async function lockAccountRoles(tx: Executor, userId: string) {
  const [row] = await tx.select({ roles: users.additionalRoles }).from(users).where(eq(users.id, userId)).for("update");
  return row?.roles ?? null;
}

/** Adds the Client role to the account unless it has it already. */
export async function addClientRole(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ additionalRoles: sql`array_append(${users.additionalRoles}, 'Client'::text)`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`not ('Client'::text = any(${users.additionalRoles}))`));
}

/** The user's client profile id and logo, its row held until commit; null without a profile. */
export async function lockOwnClient(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ id: clientProfiles.id, logoImageId: clientProfiles.logoImageId })
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, userId))
    .for("update");
  return row ?? null;
}

function values(input: ClientProfileInputParsed) {
  return {
    fullName: input.FullName,
    email: input.Email,
    phoneNumber: input.PhoneNumber,
    role: input.Role,
    companyName: input.CompanyName,
    companyAddress: input.CompanyAddress,
    about: input.about,
    logoImageId: input.logoImageId,
  };
}

/** Creates the profile; answers its id. */
export async function insertClient(tx: Executor, userId: string, input: ClientProfileInputParsed): Promise<string> {
  const [row] = await tx
    .insert(clientProfiles)
    .values({ userId, ...values(input) })
    .returning({ id: clientProfiles.id });
  return row!.id;
}

export async function updateClient(tx: Executor, id: string, input: ClientProfileInputParsed): Promise<void> {
  await tx
    .update(clientProfiles)
    .set({ ...values(input), updatedAt: new Date() })
    .where(eq(clientProfiles.id, id));
}

/**
 * The client profile whose id or user id is `id`, null when there is none. `withContact` says
 * whether the email and phone number are read (the owner and admins only).
 */
export async function findClientProfile(
  db: Executor,
  settings: StorageSettings,
  id: string,
  { withContact }: { withContact: boolean },
): Promise<ClientProfile | null> {
  const [row] = await db
    .select({
      profile: {
        _id: clientProfiles.id,
        userId: clientProfiles.userId,
        FullName: clientProfiles.fullName,
        Email: clientProfiles.email,
        PhoneNumber: clientProfiles.phoneNumber,
        Role: clientProfiles.role,
        CompanyName: clientProfiles.companyName,
        CompanyAddress: clientProfiles.companyAddress,
        about: clientProfiles.about,
        createdAt: clientProfiles.createdAt,
        updatedAt: clientProfiles.updatedAt,
        ...hiddenColumns(clientProfiles),
      },
      logo: storedImageColumns,
    })
    .from(clientProfiles)
    .leftJoin(storedImages, eq(storedImages.id, clientProfiles.logoImageId))
    .where(or(eq(clientProfiles.id, id), eq(clientProfiles.userId, id)))
    .limit(1);
  if (!row) return null;
  const profile = withHiddenNotice(row.profile);
  const logo = joinedImage(row.logo);
  return {
    ...profile,
    Email: withContact ? profile.Email : null,
    PhoneNumber: withContact ? profile.PhoneNumber : null,
    logo: logo ? toImageRef(settings, logo) : null,
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  };
}

/** The member's hire plan and allowance (the spec's Client UserDetails). */
export async function findClientUserDetails(db: Executor, userId: string) {
  const [row] = await db
    .select({ HireSubscriptionType: users.hirePlanType, RemainingFreelancer: users.remainingFreelancers })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** A page of the jobs the user posted, newest first (`jobs_employer_idx`); one more row than asked tells whether more exist. */
export async function findPostedJobs(
  db: Executor,
  userId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<ClientJob[]> {
  const rows = await db
    .select({ _id: jobs.id, title: jobs.title, status: jobs.status, createdAt: jobs.createdAt })
    .from(jobs)
    .where(eq(jobs.employerId, userId))
    .orderBy(...newestFirst(jobs))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
