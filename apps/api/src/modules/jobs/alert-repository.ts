import { and, asc, gte, inArray, lte, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { jobs } from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";
import { isOpenJob, newestFirst } from "./repository.ts";

/** What saved-search alerts read of jobs: the newly posted ones, which are still open, the mail's lines. */

export type NewJobsQuery = { where: SQL[]; isUnseen: (id: AnyColumn) => SQL; from: Date; upTo: Date; limit: number };

/** Jobs meeting `where` (the job list's conditions: jobFiltersOf) and `isUnseen`, posted from `from` to `upTo`, oldest first. */
export function findNewlyPosted(db: Executor, query: NewJobsQuery): Promise<{ id: string; at: Date }[]> {
  return db
    .select({ id: jobs.id, at: jobs.createdAt })
    .from(jobs)
    .where(
      and(...query.where, gte(jobs.createdAt, query.from), lte(jobs.createdAt, query.upTo), query.isUnseen(jobs.id)),
    )
    .orderBy(asc(jobs.createdAt), asc(jobs.id))
    .limit(query.limit);
}

/** Whether the job of id `id` (a column or expression of the caller's query) is open. */
export const isOpenJobId = (id: AnyColumn | SQL) =>
  sql`exists (select 1 from ${jobs} where ${jobs.id} = ${id} and ${isOpenJob})`;

export type AlertJob = { id: string; title: string; companyName: string; location: string };

/** The newest `limit` of these jobs, as an alert mail names them. */
export function findAlertJobs(db: Executor, ids: string[], limit: number): Promise<AlertJob[]> {
  return db
    .select({ id: jobs.id, title: jobs.title, companyName: jobs.companyName, location: jobs.location })
    .from(jobs)
    .where(inArray(jobs.id, ids))
    .orderBy(...newestFirst)
    .limit(limit);
}
