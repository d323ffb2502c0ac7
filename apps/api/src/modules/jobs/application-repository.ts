import { and, asc, eq, inArray } from "drizzle-orm";
import { freelancers, jobApplicationAttachments, jobApplications, jobs, users } from "@mp/db/schema/index";
import type { ApplicationStatus, Attachment, MyApplication, ReceivedApplication } from "@mp/contracts/job-application";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Executor } from "../../lib/executor.ts";
import { newestFirst } from "../../lib/order.ts";

type Window = { limit: number; offset: number };

/** The caller's application to a job, if any (job_applications_job_applicant_idx). */
export async function findApplicationOf(db: Executor, jobId: string, applicantId: string) {
  const [row] = await db
    .select({ id: jobApplications.id, status: jobApplications.status })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.applicantId, applicantId)))
    .limit(1);
  return row ?? null;
}

export type NewAttachment = {
  id: string;
  storageKey: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
};
export type NewApplication = {
  id: string;
  jobId: string;
  applicantId: string;
  coverLetter: string;
  proposedRateCents: number;
  connectsSpent: number;
};

export async function insertApplication(db: Executor, application: NewApplication, attachments: NewAttachment[]) {
  const [row] = await db.insert(jobApplications).values(application).returning();
  if (attachments.length > 0) {
    await db
      .insert(jobApplicationAttachments)
      .values(attachments.map((file) => ({ ...file, applicationId: application.id })));
  }
  return row!;
}

const attachmentColumns = {
  _id: jobApplicationAttachments.id,
  applicationId: jobApplicationAttachments.applicationId,
  fileName: jobApplicationAttachments.fileName,
  contentType: jobApplicationAttachments.contentType,
  sizeBytes: jobApplicationAttachments.sizeBytes,
};

/** The attachments of these applications (job_application_attachments_application_idx), by application. */
async function attachmentsOf(db: Executor, applicationIds: string[]): Promise<Map<string, Attachment[]>> {
  const byApplication = new Map<string, Attachment[]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await db
    .select(attachmentColumns)
    .from(jobApplicationAttachments)
    .where(inArray(jobApplicationAttachments.applicationId, applicationIds))
    .orderBy(asc(jobApplicationAttachments.createdAt), asc(jobApplicationAttachments.id));
  for (const { applicationId, ...file } of rows) {
    const list = byApplication.get(applicationId) ?? [];
    list.push(file as Attachment);
    byApplication.set(applicationId, list);
  }
  return byApplication;
}

const applicationColumns = {
  _id: jobApplications.id,
  jobId: jobApplications.jobId,
  status: jobApplications.status,
  coverLetter: jobApplications.coverLetter,
  proposedRateCents: jobApplications.proposedRateCents,
  connectsSpent: jobApplications.connectsSpent,
  createdAt: jobApplications.createdAt,
  updatedAt: jobApplications.updatedAt,
};

/** The applications as answered: dates as ISO text, each with its attachments. */
async function answered<R extends { _id: string; createdAt: Date; updatedAt: Date }>(db: Executor, rows: R[]) {
  const attachments = await attachmentsOf(
    db,
    rows.map((row) => row._id),
  );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    attachments: attachments.get(row._id) ?? [],
  }));
}

/** A job's applications, newest first (job_applications_job_created_idx), with each applicant's profile summary. */
export async function findReceivedApplications(
  db: Executor,
  jobId: string,
  window: Window,
): Promise<ReceivedApplication[]> {
  const rows = await db
    .select({
      ...applicationColumns,
      applicant: {
        userId: users.id,
        name: users.name,
        freelancerId: freelancers.id,
        headline: freelancers.headline,
        hourlyRateCents: freelancers.hourlyRateCents,
        location: freelancers.location,
        skills: freelancers.skills,
        ratingTenths: freelancers.ratingTenths,
        reviewCount: freelancers.reviewCount,
      },
    })
    .from(jobApplications)
    .innerJoin(users, eq(users.id, jobApplications.applicantId))
    .leftJoin(freelancers, eq(freelancers.userId, users.id))
    .where(eq(jobApplications.jobId, jobId))
    .orderBy(...newestFirst(jobApplications))
    .limit(window.limit)
    .offset(window.offset);
  return (await answered(db, rows)).map(
    ({ applicant: { skills, ratingTenths, reviewCount, ...applicant }, ...row }) => ({
      ...row,
      applicant: {
        ...applicant,
        skills: skills ?? [],
        rating: (ratingTenths ?? 0) / 10,
        reviewCount: reviewCount ?? 0,
      },
    }),
  );
}

/** Applications with `fields` of them and of their jobs. */
function selectWithJob<Fields extends SelectedFields>(db: Executor, fields: Fields) {
  return db.select(fields).from(jobApplications).innerJoin(jobs, eq(jobs.id, jobApplications.jobId));
}

/** The freelancer's applications, newest first (job_applications_applicant_created_idx), with their jobs. */
export async function findMyApplications(db: Executor, applicantId: string, window: Window): Promise<MyApplication[]> {
  const rows = await selectWithJob(db, {
    ...applicationColumns,
    job: {
      _id: jobs.id,
      title: jobs.title,
      companyName: jobs.companyName,
      status: jobs.status,
      categoryId: jobs.categoryId,
      createdBy: jobs.employerId,
    },
  })
    .where(eq(jobApplications.applicantId, applicantId))
    .orderBy(...newestFirst(jobApplications))
    .limit(window.limit)
    .offset(window.offset);
  return answered(db, rows);
}

export type ApplicationAccess = {
  id: string;
  status: ApplicationStatus;
  applicantId: string;
  jobId: string;
  posterId: string;
  jobTitle: string;
};

/** Who may act on an application: its applicant and its job's poster; `forUpdate` locks the row. */
export async function findApplicationAccess(
  db: Executor,
  id: string,
  forUpdate = false,
): Promise<ApplicationAccess | null> {
  const query = selectWithJob(db, {
    id: jobApplications.id,
    status: jobApplications.status,
    applicantId: jobApplications.applicantId,
    jobId: jobApplications.jobId,
    posterId: jobs.employerId,
    jobTitle: jobs.title,
  })
    .where(eq(jobApplications.id, id))
    .limit(1);
  const [row] = forUpdate ? await query.for("update", { of: jobApplications }) : await query;
  return row ?? null;
}

export async function setApplicationStatus(db: Executor, id: string, status: ApplicationStatus): Promise<void> {
  await db.update(jobApplications).set({ status, updatedAt: new Date() }).where(eq(jobApplications.id, id));
}

export async function findAttachment(db: Executor, applicationId: string, attachmentId: string) {
  const [row] = await db
    .select({
      storageKey: jobApplicationAttachments.storageKey,
      fileName: jobApplicationAttachments.fileName,
      contentType: jobApplicationAttachments.contentType,
    })
    .from(jobApplicationAttachments)
    .where(
      and(eq(jobApplicationAttachments.id, attachmentId), eq(jobApplicationAttachments.applicationId, applicationId)),
    )
    .limit(1);
  return row ?? null;
}
