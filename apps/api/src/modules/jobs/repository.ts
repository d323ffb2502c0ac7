import { and, asc, eq, gte, sql, type SQL } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { categories, jobs } from "@mp/db/schema/index";
import type { JobListQuery, JobSummary } from "@mp/contracts/job";
import { textMatch, textRank, withTypoTolerance } from "../search/public.ts";
import { descending } from "../../lib/order.ts";
import { summaryColumns, toSummary } from "./job-row.ts";

export const newestFirst = [descending(jobs.createdAt), asc(jobs.id)] as const;

/** A literal, not a bound parameter, so that the partial indexes (status = 'open') suit the plan. */
export const isOpenJob = sql`${jobs.status} = 'open' and ${jobs.hiddenAt} is null`;

export type JobFilters = Omit<JobListQuery, "page" | "limit">;

/** The conditions of a job list's filters: open and not hidden, then each filter given; typo tolerance is the caller's. */
export function jobFiltersOf(query: JobFilters): SQL[] {
  const where: SQL[] = [isOpenJob];
  if (query.categoryId) where.push(eq(jobs.categoryId, query.categoryId));
  if (query.subcategoryId) where.push(eq(jobs.subcategoryId, query.subcategoryId));
  if (query.jobType) where.push(eq(jobs.jobType, query.jobType));
  if (query.budgetType) where.push(eq(jobs.budgetType, query.budgetType));
  if (query.minBudget !== undefined) where.push(gte(jobs.budgetCents, query.minBudget));
  if (query.remote === "true") where.push(eq(jobs.isRemote, 1));
  if (query.q) where.push(textMatch(query.q, jobs.searchVector, jobs.title));
  return where;
}

/**
 * Open jobs, newest first, or best first when `q` is given (full text plus typo tolerance on
 * the title, as the search). Category, type and remote have a partial index (status = 'open') in
 * newest order; the site sends a subcategory with its category, and the budget filters narrow the
 * posted jobs. One row more than asked tells whether more exist.
 */
export async function findJobs(
  db: Database,
  query: JobFilters & { limit: number; offset: number },
): Promise<JobSummary[]> {
  const { q } = query;
  const where = jobFiltersOf(query);
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
  return rows.map(toSummary);
}
