import type { hireRequests, hireReviews } from "../schema/hiring.ts";
import type { listingReviews } from "../schema/reviews.ts";
import { demoId } from "./ids.ts";
import { vendorNumberOf, type DemoListing } from "./listing-rows.ts";
import { randomFor, type Random } from "./random.ts";
import { freelancerReviewComment, ownerReply, reviewComment, type Stars } from "./review-text.ts";
import { shortCity } from "./text.ts";
import { DAY_MS, REFERENCE_DATE } from "./time.ts";
import { demoUserId, userRow, type DemoRole } from "./user-rows.ts";

export type NewListingReview = typeof listingReviews.$inferInsert;
export type NewHireRequest = typeof hireRequests.$inferInsert;
export type NewHireReview = typeof hireReviews.$inferInsert;

/**
 * Who writes the demo reviews: the demo vendors of the first thousand listings and the demo
 * freelancers (all of them exist after the default seed; a smaller seed creates the missing ones).
 * Never a listing's own vendor, and once per listing (the unique index).
 */
export const LISTING_REVIEWERS = { vendor: 250, freelancer: 100 } as const;
/** The clients of the demo freelancers' completed hires: the demo employers. */
export const HIRING_CLIENTS = { employer: 50 } as const;

export const MAX_LISTING_REVIEWS = 25;
export const MAX_FREELANCER_REVIEWS = 30;

type Reviewer = { role: DemoRole; number: number; id: string; firstName: string };

function pool(counts: Partial<Record<DemoRole, number>>): Reviewer[] {
  const reviewers: Reviewer[] = [];
  for (const [role, count] of Object.entries(counts) as [DemoRole, number][]) {
    for (let number = 1; number <= count; number++) {
      const firstName = userRow(role, number).name.split(" ")[0] ?? "";
      reviewers.push({ role, number, id: demoUserId(role, number), firstName });
    }
  }
  return reviewers;
}

let listingReviewers: Reviewer[] | undefined;
let hiringClients: Reviewer[] | undefined;

/**
 * How a star is drawn, 1 to 5: J-shaped, as on every review site — mostly fives, then fours, a
 * few ones, fewer twos and threes. A listing is excellent, good or uneven; its stars mix two of
 * these, so averages spread from the high 4s down to the low 3s and, with few reviews, beyond.
 */
const STAR_SHAPES = [
  [0.01, 0.01, 0.02, 0.1, 0.86],
  [0.04, 0.02, 0.05, 0.19, 0.7],
  [0.12, 0.08, 0.15, 0.27, 0.38],
] as const;
/** How many listings are excellent, good or uneven; freelancers, who are rated per job, lean higher. */
const LISTING_SHAPES = [0.35, 0.5, 0.15];
const FREELANCER_SHAPES = [0.45, 0.45, 0.1];

function starDrawer(random: Random, shapeWeights: readonly number[]): () => Stars {
  const tier = random.pickWeighted([0, 1, 2], (t) => shapeWeights[t] ?? 0);
  const neighbour = Math.min(tier + 1, STAR_SHAPES.length - 1);
  const blend = random.float(0, 0.5);
  const weights = [0, 1, 2, 3, 4].map(
    (i) => (1 - blend) * (STAR_SHAPES[tier]?.[i] ?? 0) + blend * (STAR_SHAPES[neighbour]?.[i] ?? 0),
  );
  return () => (random.pickWeighted([0, 1, 2, 3, 4], (i) => weights[i] ?? 0) + 1) as Stars;
}

/**
 * 0 to `max`, as review counts go: over a quarter of listings have none yet, most have a handful, and
 * one in fourteen is a local favourite with a long list.
 */
function reviewCount(random: Random, max: number): number {
  const kind = random.next();
  if (kind < 0.28) return 0;
  if (kind < 0.93) return Math.min(max, 1 + Math.floor(-Math.log(1 - random.next()) * 1.2));
  return random.int(Math.round(max * 0.2), max);
}

/** An instant between `from` and `to`, to the second. */
function between(random: Random, from: number, to: number): Date {
  return new Date(Math.round(random.float(from, Math.max(from, to)) / 1000) * 1000);
}

/**
 * The reviews of demo listing `index`: none for a draft, else 0 to 25 (fewer for a listing
 * published days ago), dated between its publication and the seed day; a quarter answered by
 * the owner. The listing's rating columns are left to the trigger.
 */
export function listingReviewRows({ row, entry, place }: DemoListing, index: number): NewListingReview[] {
  const publishedAt = row.publishedAt;
  if (!publishedAt || row.status !== "published") return [];
  const random = randomFor("listing-reviews", index);
  const ageDays = (REFERENCE_DATE.getTime() - publishedAt.getTime()) / DAY_MS;
  const count = Math.min(reviewCount(random, MAX_LISTING_REVIEWS), Math.floor(ageDays / 2));
  if (count <= 0) return [];
  listingReviewers ??= pool(LISTING_REVIEWERS);
  const ownVendor = vendorNumberOf(index);
  const candidates = listingReviewers.filter((r) => !(r.role === "vendor" && r.number === ownVendor));
  const stars = starDrawer(random, LISTING_SHAPES);
  const context = {
    kind: row.kind,
    hours: entry.subcategory.hours ?? entry.category.hours,
    offers: entry.category.offers,
    town: shortCity(place.city),
  };
  return random.sample(candidates, count).map((author, k) => {
    const rating = stars();
    const createdAt = between(random, publishedAt.getTime() + DAY_MS / 4, REFERENCE_DATE.getTime());
    const replied = random.chance(0.25);
    const repliedAt = replied
      ? new Date(Math.min(REFERENCE_DATE.getTime(), createdAt.getTime() + random.float(0.1, 3) * DAY_MS))
      : null;
    return {
      id: demoId("listing-review", `${index}:${k}`),
      listingId: String(row.id),
      authorId: author.id,
      rating,
      comment: reviewComment(random, rating, context),
      reply: replied ? ownerReply(random, rating, author.firstName) : null,
      repliedAt,
      createdAt,
      updatedAt: repliedAt ?? createdAt,
    };
  });
}

export type FreelancerHire = { request: NewHireRequest; review: NewHireReview };

/**
 * The completed hires of demo freelancer `index` (user `freelancerUserId`), each with the
 * client's review: 0 to 30, by demo employers, after the profile was made. Their count and
 * average are the profile's `reviewCount` and `ratingTenths`.
 */
export function freelancerHires(index: number, freelancerUserId: string, profileCreatedAt: Date): FreelancerHire[] {
  const random = randomFor("freelancer-reviews", index);
  const count = reviewCount(random, MAX_FREELANCER_REVIEWS);
  if (count <= 0) return [];
  hiringClients ??= pool(HIRING_CLIENTS);
  const stars = starDrawer(random, FREELANCER_SHAPES);
  const start = profileCreatedAt.getTime() + 7 * DAY_MS;
  const end = REFERENCE_DATE.getTime() - DAY_MS;
  if (end <= start) return [];
  return random.sample(hiringClients, count).map((client, k) => {
    const completedAt = between(random, start, end);
    const createdAt = new Date(completedAt.getTime() - Math.round(random.float(3, 40) * 86_400) * 1000);
    const respondedAt = new Date(createdAt.getTime() + Math.round(random.float(0.1, 2) * 86_400) * 1000);
    const rating = stars();
    const requestId = demoId("hire-request", `${index}:${k}`);
    return {
      request: {
        id: requestId,
        clientId: client.id,
        freelancerId: freelancerUserId,
        message: "We would like to hire you for a short project.",
        status: "completed",
        createdAt,
        respondedAt,
        completedAt,
      },
      review: {
        id: demoId("hire-review", `${index}:${k}`),
        hireRequestId: requestId,
        reviewerId: client.id,
        revieweeId: freelancerUserId,
        rating,
        comment: freelancerReviewComment(random, rating),
        createdAt: new Date(Math.min(end, completedAt.getTime() + Math.round(random.float(0, 3) * 86_400) * 1000)),
      },
    };
  });
}

/** The profile's figures from its hires: the count, and the average in tenths of a star (0 without reviews). */
export function ratingOf(hires: readonly FreelancerHire[]): { reviewCount: number; ratingTenths: number } {
  if (hires.length === 0) return { reviewCount: 0, ratingTenths: 0 };
  const sum = hires.reduce((total, hire) => total + hire.review.rating, 0);
  return { reviewCount: hires.length, ratingTenths: Math.round((sum * 10) / hires.length) };
}
