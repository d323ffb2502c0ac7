import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { categories, jobs } from "@mp/db/schema/index";
import type { JobListQuery, JobSummary } from "@mp/contracts/job";
import { textMatch, textRank, withTypoTolerance } from "../search/public.ts";
import { descending } from "../../lib/order.ts";

const summaryColumns = {
  _id: jobs.id,
  title: jobs.title,
  companyName: jobs.companyName,
  location: jobs.location,
  isRemote: jobs.isRemote,
  jobType: jobs.jobType,
  salaryMinCents: jobs.salaryMinCents,
  salaryMaxCents: jobs.salaryMaxCents,
  categoryId: jobs.categoryId,
  categoryName: categories.name,
  description: jobs.description,
  createdAt: jobs.createdAt,
};
const newestFirst = [descending(jobs.createdAt), asc(jobs.id)] as const;

/**
 * Open jobs, newest first, or best first when `q` is given (full text plus typo tolerance on
 * the title, as the search). Each filter's path has a partial index (status = 'open') in
 * newest order; one row more than asked tells whether more exist.
 */
export async function findJobs(
  db: Database,
  query: Omit<JobListQuery, "page" | "limit"> & { limit: number; offset: number },
): Promise<JobSummary[]> {
  const { q } = query;
  // A literal, not a bound parameter, so that the partial indexes (status = 'open') suit the plan.
  const where: SQL[] = [sql`${jobs.status} = 'open'`];
  if (query.categoryId) where.push(eq(jobs.categoryId, query.categoryId));
  if (query.jobType) where.push(eq(jobs.jobType, query.jobType));
  if (query.remote === "true") where.push(eq(jobs.isRemote, 1));
  if (q) where.push(textMatch(q, jobs.searchVector, jobs.title));
  const orderBy = q ? [sql`${textRank(q, jobs.searchVector, jobs.title)} desc`, ...newestFirst] : [...newestFirst];
  const rows = await withTypoTolerance(db, q, (reader) =>
    reader
      .select(summaryColumns)
      .from(jobs)
      .innerJoin(categories, eq(categories.id, jobs.categoryId))
      .where(and(...where))
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset(query.offset),
  );
  return rows.map(({ isRemote, createdAt, ...row }) => ({
    ...row,
    isRemote: isRemote === 1,
    createdAt: createdAt.toISOString(),
  }));
}
