import { sql } from "drizzle-orm";
import { categories, jobs } from "@mp/db/schema/index";
import type { JobSummary } from "@mp/contracts/job";

/** The columns of a job as lists show it; select them with the category joined. */
export const summaryColumns = {
  _id: jobs.id,
  title: jobs.title,
  companyName: jobs.companyName,
  location: jobs.location,
  isRemote: jobs.isRemote,
  jobType: jobs.jobType,
  salaryMinCents: jobs.salaryMinCents,
  salaryMaxCents: jobs.salaryMaxCents,
  budgetType: jobs.budgetType,
  budgetCents: jobs.budgetCents,
  connectsCost: jobs.connectsCost,
  skills: jobs.skills,
  categoryId: jobs.categoryId,
  categoryName: categories.name,
  description: jobs.description,
  createdAt: jobs.createdAt,
};

type SummaryRow = Omit<JobSummary, "isRemote" | "createdAt"> & { isRemote: number; createdAt: Date };

export function toSummary<R extends SummaryRow>({ isRemote, createdAt, ...row }: R) {
  return { ...row, isRemote: isRemote === 1, createdAt: createdAt.toISOString() };
}

/** How many applications a job has (job_applications_job_created_idx), withdrawn ones aside. */
export const applicationCountSql = sql<number>`(select count(*)::int from job_applications a where a.job_id = ${jobs.id} and a.status <> 'withdrawn')`;
