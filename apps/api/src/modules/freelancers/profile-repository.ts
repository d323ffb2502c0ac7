import { and, asc, eq, or, sql } from "drizzle-orm";
import type { FreelancerProfile, FreelancerProfileInputParsed } from "@mp/contracts/freelancer";
import { FREELANCER_REVIEWS_SHOWN } from "@mp/contracts/freelancer";
import {
  categories,
  freelancerPortfolioImages,
  freelancers,
  hireReviews,
  storedImages,
  subcategories,
  users,
} from "@mp/db/schema/index";
import type { Executor } from "../../lib/executor.ts";
import { newestFirst } from "../../lib/order.ts";
import type { StorageSettings } from "../../lib/storage/storage-settings.ts";
import { storedImageColumns, toImageRef } from "../uploads/public.ts";
import { hiddenColumns, withHiddenNotice } from "../../lib/hidden-notice.ts";

/** Whether the category exists and, when given, the subcategory is one of its own: "category", "subcategory" or null when both are fine. */
export async function categoryProblem(
  db: Executor,
  categoryId: string,
  subcategoryId: string | null,
): Promise<"category" | "subcategory" | null> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category) return "category";
  if (subcategoryId === null) return null;
  const [sub] = await db
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(and(eq(subcategories.id, subcategoryId), eq(subcategories.categoryId, categoryId)));
  return sub ? null : "subcategory";
}

/** The account's name and roles, its row held until commit: two registrations of one user take turns. */
export async function lockAccount(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ name: users.name, roles: users.additionalRoles })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row ?? null;
}

/** Adds an additional role (Freelancer, Client) to the account unless it has it already. */
export async function addRole(tx: Executor, userId: string, role: "Freelancer" | "Client"): Promise<void> {
  await tx
    .update(users)
    .set({ additionalRoles: sql`array_append(${users.additionalRoles}, ${role}::text)`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`not (${role}::text = any(${users.additionalRoles}))`));
}

/** The user's freelancer id and portfolio image ids, the profile's row held until commit; null without a profile. */
export async function lockOwnFreelancer(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ id: freelancers.id })
    .from(freelancers)
    .where(eq(freelancers.userId, userId))
    .for("update");
  if (!row) return null;
  const images = await tx
    .select({ imageId: freelancerPortfolioImages.imageId })
    .from(freelancerPortfolioImages)
    .where(eq(freelancerPortfolioImages.freelancerId, row.id));
  return { id: row.id, imageIds: images.map((image) => image.imageId) };
}

function profileValues(input: FreelancerProfileInputParsed, fallbackName: string) {
  return {
    fullName: input.fullName || fallbackName,
    headline: input.headline,
    bio: input.bio,
    skills: input.skills,
    categoryId: input.categoryId,
    subcategoryId: input.subcategoryId,
    hourlyRateCents: input.hourlyRateCents,
    location: input.location,
    availability: input.availability,
    languages: input.languages,
  };
}

/** Creates the profile; answers its id. */
export async function insertFreelancer(
  tx: Executor,
  userId: string,
  input: FreelancerProfileInputParsed,
  fallbackName: string,
): Promise<string> {
  const [row] = await tx
    .insert(freelancers)
    .values({ userId, ...profileValues(input, fallbackName) })
    .returning({ id: freelancers.id });
  return row!.id;
}

export async function updateFreelancer(
  tx: Executor,
  id: string,
  input: FreelancerProfileInputParsed,
  fallbackName: string,
): Promise<void> {
  await tx
    .update(freelancers)
    .set({ ...profileValues(input, fallbackName), updatedAt: new Date() })
    .where(eq(freelancers.id, id));
}

/** Replaces the portfolio with `items`, in their order. */
export async function replacePortfolio(
  tx: Executor,
  freelancerId: string,
  items: FreelancerProfileInputParsed["portfolio"],
): Promise<void> {
  await tx.delete(freelancerPortfolioImages).where(eq(freelancerPortfolioImages.freelancerId, freelancerId));
  if (items.length === 0) return;
  await tx
    .insert(freelancerPortfolioImages)
    .values(items.map((item, position) => ({ freelancerId, imageId: item.imageId, position, caption: item.caption })));
}

/**
 * The public profile of the freelancer whose profile id or user id is `id`, with its portfolio,
 * newest reviews and their average over all of them; null when there is none.
 */
export async function findFreelancerProfile(
  db: Executor,
  settings: StorageSettings,
  id: string,
): Promise<FreelancerProfile | null> {
  const [row] = await db
    .select({
      _id: freelancers.id,
      userId: freelancers.userId,
      fullName: freelancers.fullName,
      headline: freelancers.headline,
      bio: freelancers.bio,
      skills: freelancers.skills,
      categoryId: freelancers.categoryId,
      categoryName: categories.name,
      subcategoryId: freelancers.subcategoryId,
      subcategoryName: subcategories.name,
      hourlyRateCents: freelancers.hourlyRateCents,
      location: freelancers.location,
      availability: freelancers.availability,
      languages: freelancers.languages,
      createdAt: freelancers.createdAt,
      updatedAt: freelancers.updatedAt,
      ...hiddenColumns(freelancers),
    })
    .from(freelancers)
    .innerJoin(categories, eq(categories.id, freelancers.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, freelancers.subcategoryId))
    .where(or(eq(freelancers.id, id), eq(freelancers.userId, id)))
    .limit(1);
  if (!row) return null;
  const [portfolio, reviews, [summary]] = await Promise.all([
    db
      .select({ image: storedImageColumns, caption: freelancerPortfolioImages.caption })
      .from(freelancerPortfolioImages)
      .innerJoin(storedImages, eq(storedImages.id, freelancerPortfolioImages.imageId))
      .where(eq(freelancerPortfolioImages.freelancerId, row._id))
      .orderBy(asc(freelancerPortfolioImages.position), asc(freelancerPortfolioImages.id)),
    db
      .select({
        _id: hireReviews.id,
        rating: hireReviews.rating,
        comment: hireReviews.comment,
        reviewerName: sql<string>`coalesce(${users.displayName}, ${users.name})`,
        createdAt: hireReviews.createdAt,
      })
      .from(hireReviews)
      .innerJoin(users, eq(users.id, hireReviews.reviewerId))
      .where(eq(hireReviews.revieweeId, row.userId))
      .orderBy(...newestFirst(hireReviews))
      .limit(FREELANCER_REVIEWS_SHOWN),
    db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        average: sql<number>`coalesce(round(avg(${hireReviews.rating}), 1), 0)`.mapWith(Number),
      })
      .from(hireReviews)
      .where(eq(hireReviews.revieweeId, row.userId)),
  ]);
  const profile = withHiddenNotice(row);
  return {
    ...profile,
    portfolio: portfolio.map((item) => ({ image: toImageRef(settings, item.image), caption: item.caption })),
    rating: summary?.average ?? 0,
    reviewCount: summary?.count ?? 0,
    reviews: reviews.map((review) => ({ ...review, createdAt: review.createdAt.toISOString() })),
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  };
}
