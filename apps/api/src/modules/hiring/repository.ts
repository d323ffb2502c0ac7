import { and, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { HireRequest } from "@mp/contracts/hire-request";
import { clientProfiles, freelancers, hireRequests, jobs, storedImages, users } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";
import { newestFirst } from "../../lib/order.ts";
import type { StorageSettings } from "../../lib/storage/storage-settings.ts";
import { coverUrlOf, joinedImage, storedImageColumns } from "../uploads/public.ts";

const clientUser = alias(users, "client_user");
const freelancerUser = alias(users, "freelancer_user");

/** The columns of a request as either party sees it; `viewerId` decides `reviewedByMe`. */
const viewColumns = (viewerId: string) => ({
  id: hireRequests.id,
  status: hireRequests.status,
  message: hireRequests.message,
  jobId: hireRequests.jobId,
  jobTitle: jobs.title,
  applicationId: hireRequests.applicationId,
  createdAt: hireRequests.createdAt,
  respondedAt: hireRequests.respondedAt,
  completedAt: hireRequests.completedAt,
  clientUserId: hireRequests.clientId,
  clientProfileId: clientProfiles.id,
  clientName: sql<string>`coalesce(${clientProfiles.fullName}, ${clientUser.name})`,
  companyName: clientProfiles.companyName,
  logo: storedImageColumns,
  freelancerUserId: hireRequests.freelancerId,
  freelancerProfileId: freelancers.id,
  freelancerName: sql<string>`coalesce(${freelancers.fullName}, ${freelancerUser.name})`,
  headline: freelancers.headline,
  // hire_reviews_once_idx (hire_request_id, reviewer_id) answers it.
  reviewedByMe: sql<boolean>`exists (select 1 from hire_reviews r where r.hire_request_id = ${hireRequests.id} and r.reviewer_id = ${viewerId})`,
});

function selectViews(db: Executor, viewerId: string, where: SQL | undefined) {
  return db
    .select(viewColumns(viewerId))
    .from(hireRequests)
    .innerJoin(clientUser, eq(clientUser.id, hireRequests.clientId))
    .innerJoin(freelancerUser, eq(freelancerUser.id, hireRequests.freelancerId))
    .leftJoin(clientProfiles, eq(clientProfiles.userId, hireRequests.clientId))
    .leftJoin(storedImages, eq(storedImages.id, clientProfiles.logoImageId))
    .leftJoin(freelancers, eq(freelancers.userId, hireRequests.freelancerId))
    .leftJoin(jobs, eq(jobs.id, hireRequests.jobId))
    .where(where);
}

type ViewRow = Awaited<ReturnType<typeof selectViews>>[number];

function toView(settings: StorageSettings, row: ViewRow): HireRequest {
  const logo = joinedImage(row.logo);
  return {
    _id: row.id,
    status: row.status,
    message: row.message,
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    applicationId: row.applicationId,
    client: {
      userId: row.clientUserId,
      ClientId: row.clientProfileId,
      name: row.clientName,
      companyName: row.companyName,
      logoUrl: logo ? coverUrlOf(settings, logo) : null,
    },
    freelancer: {
      userId: row.freelancerUserId,
      FreelancerId: row.freelancerProfileId,
      name: row.freelancerName,
      headline: row.headline,
    },
    reviewedByMe: row.reviewedByMe,
    createdAt: row.createdAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

type Window = { limit: number; offset: number };

/**
 * One side's requests, newest first: `hire_requests_freelancer_created_idx` or
 * `hire_requests_client_created_idx` serves each.
 */
export async function findHireRequestsOf(
  db: Executor,
  settings: StorageSettings,
  side: "freelancer" | "client",
  userId: string,
  { limit, offset }: Window,
): Promise<HireRequest[]> {
  const column = side === "freelancer" ? hireRequests.freelancerId : hireRequests.clientId;
  const rows = await selectViews(db, userId, eq(column, userId))
    .orderBy(...newestFirst(hireRequests))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => toView(settings, row));
}

/** One request as `viewerId` sees it, whoever they are: the caller checks they are a party first. */
export async function findHireRequestView(
  db: Executor,
  settings: StorageSettings,
  id: string,
  viewerId: string,
): Promise<HireRequest | null> {
  const [row] = await selectViews(db, viewerId, eq(hireRequests.id, id));
  return row ? toView(settings, row) : null;
}

export type LockedHireRequest = Pick<
  typeof hireRequests.$inferSelect,
  "id" | "clientId" | "freelancerId" | "status" | "applicationId"
>;

/** The request under a row lock until the transaction ends, so that two answers to it take turns. */
export async function lockHireRequest(tx: Executor, id: string): Promise<LockedHireRequest | null> {
  const [row] = await tx
    .select({
      id: hireRequests.id,
      clientId: hireRequests.clientId,
      freelancerId: hireRequests.freelancerId,
      status: hireRequests.status,
      applicationId: hireRequests.applicationId,
    })
    .from(hireRequests)
    .where(eq(hireRequests.id, id))
    .for("update");
  return row ?? null;
}

/** Who the two parties of a request are, without a lock: for reads. */
export async function findHireParties(db: Executor, id: string) {
  const [row] = await db
    .select({ clientId: hireRequests.clientId, freelancerId: hireRequests.freelancerId })
    .from(hireRequests)
    .where(eq(hireRequests.id, id));
  return row ?? null;
}

/** Whether the client has a pending request to the freelancer for this job (or for no job). */
export async function hasPendingRequest(
  tx: Executor,
  clientId: string,
  freelancerId: string,
  jobId: string | null,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: hireRequests.id })
    .from(hireRequests)
    .where(
      and(
        eq(hireRequests.clientId, clientId),
        eq(hireRequests.freelancerId, freelancerId),
        sql`coalesce(${hireRequests.jobId}, '00000000-0000-0000-0000-000000000000'::uuid) = ${jobId ?? "00000000-0000-0000-0000-000000000000"}::uuid`,
        eq(hireRequests.status, "pending"),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A party's name and address, for the mails. */
export type Party = { id: string; name: string; email: string; roles: string[] };

export async function findParty(db: Executor, userId: string): Promise<Party | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, roles: users.additionalRoles })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
