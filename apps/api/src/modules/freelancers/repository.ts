import { and, asc, eq, gte, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { categories, freelancers } from "@mp/db/schema/index";
import type { FreelancerListQuery, FreelancerSort, FreelancerSummary } from "@mp/contracts/freelancer";
import { textMatch, textRank, withTypoTolerance } from "../search/public.ts";
import { descending } from "../../lib/order.ts";

/** The columns of a freelancer as cards show them; select them with the category joined. */
export const summaryColumns = {
  _id: freelancers.id,
  fullName: freelancers.fullName,
  headline: freelancers.headline,
  skills: freelancers.skills,
  hourlyRateCents: freelancers.hourlyRateCents,
  location: freelancers.location,
  ratingTenths: freelancers.ratingTenths,
  reviewCount: freelancers.reviewCount,
  categoryId: freelancers.categoryId,
  categoryName: categories.name,
  availability: freelancers.availability,
  createdAt: freelancers.createdAt,
};
/** A profile anyone may see: not hidden by a moderator or a suspension. */
export const isFreelancerPublic = isNull(freelancers.hiddenAt);
const newestFirst = [descending(freelancers.createdAt), asc(freelancers.id)] as const;

/** Each order ends on the id, so pages never overlap; every one has an index in that order. */
function orderOf(sort: FreelancerSort, q: string): SQL[] {
  switch (sort) {
    case "relevance":
      return q
        ? [sql`${textRank(q, freelancers.searchVector, freelancers.fullName)} desc`, ...newestFirst]
        : [...newestFirst];
    case "newest":
      return [...newestFirst];
    case "rating":
      return [descending(freelancers.ratingTenths), descending(freelancers.reviewCount), asc(freelancers.id)];
    case "rate_asc":
      return [asc(freelancers.hourlyRateCents), asc(freelancers.id)];
    case "rate_desc":
      return [descending(freelancers.hourlyRateCents), asc(freelancers.id)];
  }
}

/**
 * Freelancers with the filters of the query (rates in cents), best first with `q` and newest
 * first without, unless another sort is asked for; one row more than asked tells whether more exist.
 */
export async function findFreelancers(
  db: Database,
  query: Omit<FreelancerListQuery, "page" | "limit"> & { limit: number; offset: number },
): Promise<FreelancerSummary[]> {
  const { q } = query;
  const where: SQL[] = [isFreelancerPublic];
  if (query.categoryId) where.push(eq(freelancers.categoryId, query.categoryId));
  if (query.minRate !== undefined) where.push(gte(freelancers.hourlyRateCents, query.minRate));
  if (query.maxRate !== undefined) where.push(lte(freelancers.hourlyRateCents, query.maxRate));
  if (q) where.push(textMatch(q, freelancers.searchVector, freelancers.fullName));
  const orderBy = orderOf(query.sort ?? (q ? "relevance" : "newest"), q);
  const rows = await withTypoTolerance(db, q, (reader) =>
    reader
      .select(summaryColumns)
      .from(freelancers)
      .innerJoin(categories, eq(categories.id, freelancers.categoryId))
      .where(and(...where))
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset(query.offset),
  );
  return rows.map(toSummary);
}

export function toSummary<R extends { ratingTenths: number; createdAt: Date }>({ ratingTenths, createdAt, ...row }: R) {
  return { ...row, rating: ratingTenths / 10, createdAt: createdAt.toISOString() };
}
