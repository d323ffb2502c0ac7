import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { categories, clientProfiles, hireRequests, jobApplications, jobs, subcategories } from "@mp/db/schema/index";
import type { JobDetail, JobInputParsed, MyJob } from "@mp/contracts/job";
import type { Executor } from "../../lib/executor.ts";
import { hiddenColumns, withHiddenNotice } from "../../lib/hidden-notice.ts";
import { newestFirst } from "../../lib/order.ts";
import { applicationCountSql, summaryColumns, toSummary } from "./job-row.ts";

/** The company a client posts under (client_profiles_user_idx), or null without a client profile. */
export async function findClientCompany(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ companyName: clientProfiles.companyName })
    .from(clientProfiles)
    .where(eq(clientProfiles.userId, userId))
    .limit(1);
  return row?.companyName ?? null;
}

/** Whether the subcategory belongs to the category (the subcategories' primary key). */
export async function isSubcategoryOf(db: Executor, subcategoryId: string, categoryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(and(eq(subcategories.id, subcategoryId), eq(subcategories.categoryId, categoryId)))
    .limit(1);
  return row !== undefined;
}

type JobWrite = { input: JobInputParsed; companyName: string; connectsCost: number };

function columnsOf({ input, companyName, connectsCost }: JobWrite) {
  return {
    title: input.title,
    description: input.description,
    categoryId: input.categoryId,
    subcategoryId: input.subcategoryId,
    jobType: input.jobType,
    budgetType: input.budgetType,
    budgetCents: input.budgetCents,
    isRemote: input.isRemote ? 1 : 0,
    location: input.location === "" ? "Remote" : input.location,
    skills: input.skills,
    deadline: input.deadline,
    companyName,
    connectsCost,
  };
}

export async function insertJob(db: Executor, employerId: string, job: JobWrite): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({ employerId, ...columnsOf(job) })
    .returning({ id: jobs.id });
  return row!.id;
}

export async function updateJob(db: Executor, id: string, job: JobWrite): Promise<void> {
  await db
    .update(jobs)
    .set({ ...columnsOf(job), updatedAt: new Date() })
    .where(eq(jobs.id, id));
}

export type JobOwnership = {
  id: string;
  employerId: string;
  status: "open" | "closed";
  title: string;
  connectsCost: number;
  /** Hidden by a moderator or a suspension: nobody applies to it. */
  hidden: boolean;
};

/**
 * The job's owner and state. In a transaction, `lock` holds its row until the end: "update" to
 * change or close it, "share" to apply (applications to one job go side by side; a close waits).
 */
export async function findJobOwnership(
  db: Executor,
  id: string,
  lock: "update" | "share" | null = null,
): Promise<JobOwnership | null> {
  const query = db
    .select({
      id: jobs.id,
      employerId: jobs.employerId,
      status: jobs.status,
      title: jobs.title,
      connectsCost: jobs.connectsCost,
      hidden: sql<boolean>`${jobs.hiddenAt} is not null`,
    })
    .from(jobs)
    .where(eq(jobs.id, id))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row ?? null;
}

type DetailRow = Omit<JobDetail, "viewer">;

export async function findJobDetail(db: Executor, id: string): Promise<DetailRow | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      status: jobs.status,
      subcategoryId: jobs.subcategoryId,
      subcategoryName: subcategories.name,
      deadline: jobs.deadline,
      createdBy: jobs.employerId,
      applicationCount: applicationCountSql,
      closedAt: jobs.closedAt,
      updatedAt: jobs.updatedAt,
      ...hiddenColumns(jobs),
    })
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, jobs.subcategoryId))
    .where(eq(jobs.id, id))
    .limit(1);
  if (!row) return null;
  const { closedAt, updatedAt, ...rest } = withHiddenNotice(toSummary(row));
  return { ...rest, closedAt: closedAt?.toISOString() ?? null, updatedAt: updatedAt.toISOString() };
}

/** The poster's jobs, newest first (jobs_employer_idx); one more row than asked tells whether more exist. */
export async function findPostedJobs(
  db: Executor,
  employerId: string,
  { limit, offset }: { limit: number; offset: number },
): Promise<MyJob[]> {
  const rows = await db
    .select({
      ...summaryColumns,
      status: jobs.status,
      deadline: jobs.deadline,
      applicationCount: applicationCountSql,
      closedAt: jobs.closedAt,
      ...hiddenColumns(jobs),
    })
    .from(jobs)
    .innerJoin(categories, eq(categories.id, jobs.categoryId))
    .where(eq(jobs.employerId, employerId))
    .orderBy(...newestFirst(jobs))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => {
    const { closedAt, ...rest } = withHiddenNotice(toSummary(row));
    return { ...rest, closedAt: closedAt?.toISOString() ?? null };
  });
}

export async function markJobClosed(db: Executor, id: string): Promise<void> {
  const now = new Date();
  await db.update(jobs).set({ status: "closed", closedAt: now, updatedAt: now }).where(eq(jobs.id, id));
}

/**
 * Whether the job led to a hire: an application marked hired, or a hiring request for the job
 * that its freelancer accepted (hire_requests_job_idx).
 */
export async function jobHasHire(db: Executor, jobId: string): Promise<boolean> {
  const [hired] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.status, "hired")))
    .limit(1);
  if (hired) return true;
  const [accepted] = await db
    .select({ id: hireRequests.id })
    .from(hireRequests)
    .where(and(eq(hireRequests.jobId, jobId), inArray(hireRequests.status, ["accepted", "completed"])))
    .limit(1);
  return accepted !== undefined;
}

/** The applications whose connects come back when the job closes without a hire: all but the withdrawn ones. */
export function findRefundableApplications(db: Executor, jobId: string) {
  return (
    db
      .select({
        id: jobApplications.id,
        applicantId: jobApplications.applicantId,
        connectsSpent: jobApplications.connectsSpent,
      })
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, jobId), ne(jobApplications.status, "withdrawn")))
      // Applicants in one order, so that two closing jobs lock their users' rows without a deadlock.
      .orderBy(asc(jobApplications.applicantId))
  );
}
