import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import {
  clientProfiles,
  freelancers,
  jobApplications,
  jobs,
  listings,
  plans,
  sessions,
  subscriptions,
  users,
} from "@mp/db/schema/index";
import type { AdminRoleChoice } from "@mp/contracts/admin-users";
import type { Executor } from "../../lib/executor.ts";
import { userColumns, type UserRow } from "../users/user-view.ts";

/** How many subscriptions, events and ledger rows the details page shows. */
export const RECENT_ROWS = 20;

export type AccountRow = UserRow & {
  updatedAt: Date;
  emailVerifiedAt: Date | null;
  signInWith: { password: boolean; google: boolean; facebook: boolean };
  suspensionNote: string | null;
  liveSessions: number;
};

/** The account with what only an admin sees of it; never the password hash, only whether there is one. */
export async function findAccount(db: Executor, id: string): Promise<AccountRow | null> {
  const [row] = await db
    .select({
      ...userColumns,
      updatedAt: users.updatedAt,
      emailVerifiedAt: users.emailVerifiedAt,
      signInWith: {
        password: sql<boolean>`${users.passwordHash} is not null`,
        google: sql<boolean>`${users.googleSubject} is not null`,
        facebook: sql<boolean>`${users.facebookId} is not null`,
      },
      suspensionNote: users.suspensionNote,
      // sessions_user_idx (user_id, expires_at)
      liveSessions: sql<number>`(select count(*)::int from ${sessions} where ${sessions.userId} = ${users.id} and ${sessions.expiresAt} > now())`,
    })
    .from(users)
    .leftJoin(freelancers, eq(freelancers.userId, users.id))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return (row as AccountRow | undefined) ?? null;
}

/** The user's subscriptions with their plan's name, newest first (`subscriptions_user_idx`). */
export function findSubscriptions(db: Executor, userId: string) {
  return db
    .select({
      _id: subscriptions.id,
      family: subscriptions.family,
      planName: plans.name,
      status: subscriptions.status,
      provider: subscriptions.provider,
      currentPeriodStart: subscriptions.currentPeriodStart,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(RECENT_ROWS);
}

/** Tables whose rows an owner's suspension hides, and the column naming the owner (moderation's list). */
const hideable = [
  ["listings", "vendor_id"],
  ["banner_ads", "vendor_id"],
  ["feature_ads", "vendor_id"],
  ["jobs", "employer_id"],
  ["freelancers", "user_id"],
  ["client_profiles", "user_id"],
] as const;

/** What the user made, counted over the owner indexes: listings, jobs, applications, and how many of their items are hidden. */
export async function countOwned(db: Executor, userId: string) {
  const hidden = sql.join(
    hideable.map(
      ([table, owner]) =>
        sql`(select count(*) from ${sql.identifier(table)} where ${sql.identifier(owner)} = ${userId} and hidden_at is not null)`,
    ),
    sql` + `,
  );
  const [row] = await db
    .select({
      listings: sql<number>`(select count(*)::int from ${listings} where ${listings.vendorId} = ${userId})`,
      jobs: sql<number>`(select count(*)::int from ${jobs} where ${jobs.employerId} = ${userId})`,
      applications: sql<number>`(select count(*)::int from ${jobApplications} where ${jobApplications.applicantId} = ${userId})`,
      hiddenItems: sql<number>`(${hidden})::int`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { listings: 0, jobs: 0, applications: 0, hiddenItems: 0 };
}

/** The target's row, locked until the transaction ends: two admins acting on one account take turns. */
export async function lockAccount(tx: Executor, id: string) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      additionalUserType: users.additionalUserType,
      connects: users.connects,
      suspendedAt: users.suspendedAt,
      suspensionNote: users.suspensionNote,
    })
    .from(users)
    .where(eq(users.id, id))
    .for("update");
  return row ?? null;
}

export type LockedAccount = NonNullable<Awaited<ReturnType<typeof lockAccount>>>;

/** Suspends (a note) or restores (null) the account; a suspension also ends every session of it. */
export async function setSuspension(tx: Executor, id: string, note: string | null): Promise<void> {
  await tx
    .update(users)
    .set(
      note === null
        ? { suspendedAt: null, suspensionNote: null, updatedAt: sql`now()` }
        : { suspendedAt: sql`now()`, suspensionNote: note, updatedAt: sql`now()` },
    )
    .where(eq(users.id, id));
  if (note !== null) await tx.delete(sessions).where(eq(sessions.userId, id));
}

export async function setAdditionalUserType(tx: Executor, id: string, role: AdminRoleChoice): Promise<void> {
  await tx
    .update(users)
    .set({ additionalUserType: role === "none" ? null : role, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/**
 * The Super-Admins, their rows locked: two Super-Admins removing each other at once take turns,
 * and the second sees that only one is left. Few rows; a scan of users is fine for a rare action.
 */
export async function lockSuperAdmins(tx: Executor): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.additionalUserType, "Super-Admin"))
    .orderBy(users.id)
    .for("update");
  return rows.length;
}

type SuperAdmin = { email: string; passwordHash: string; name: string | undefined };

/**
 * Makes the account of `email` a Super-Admin with this password, creating it when there is
 * none. A new password ends the account's earlier sessions. The operator vouches for the email.
 */
export async function upsertSuperAdmin(db: Database, { email, passwordHash, name }: SuperAdmin) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .for("update")
      .limit(1);
    if (existing) {
      await tx
        .update(users)
        .set({
          additionalUserType: "Super-Admin",
          passwordHash,
          ...(name ? { name, displayName: name } : {}),
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, existing.id));
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
      return { id: existing.id, created: false };
    }
    const adminName = name ?? "Administrator";
    const [created] = await tx
      .insert(users)
      .values({
        name: adminName,
        displayName: adminName,
        email: email.toLowerCase(),
        userType: "User",
        additionalUserType: "Super-Admin",
        passwordHash,
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!created) throw new Error("the account could not be created");
    return { id: created.id, created: true };
  });
}
