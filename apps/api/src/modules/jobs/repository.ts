import { and, asc, eq, gte, sql, type SQL } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { categories, jobs } from "@mp/db/schema/index";
import type { JobListQuery, JobSummary } from "@mp/contracts/job";
import { textMatch, textRank, withTypoTolerance } from "../search/public.ts";
import { descending } from "../../lib/order.ts";
import { summaryColumns, toSummary } from "./job-row.ts";

const newestFirst = [descending(jobs.createdAt), asc(jobs.id)] as const;

/**
 * Open jobs, newest first, or best first when `q` is given (full text plus typo tolerance on
 * the title, as the search). Category, type and remote have a partial index (status = 'open') in
 * newest order; the site sends a subcategory with its category, and the budget filters narrow the
 * posted jobs. One row more than asked tells whether more exist.
 */
export async function findJobs(
  db: Database,
  query: Omit<JobListQuery, "page" | "limit"> & { limit: number; offset: number },
): Promise<JobSummary[]> {
  const { q } = query;
  // A literal, not a bound parameter, so that the partial indexes (status = 'open') suit the plan.
  const where: SQL[] = [sql`${jobs.status} = 'open' and ${jobs.hiddenAt} is null`];
  if (query.categoryId) where.push(eq(jobs.categoryId, query.categoryId));
  if (query.subcategoryId) where.push(eq(jobs.subcategoryId, query.subcategoryId));
  if (query.jobType) where.push(eq(jobs.jobType, query.jobType));
  if (query.budgetType) where.push(eq(jobs.budgetType, query.budgetType));
  if (query.minBudget !== undefined) where.push(gte(jobs.budgetCents, query.minBudget));
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
  return rows.map(toSummary);
}
