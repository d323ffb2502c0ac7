import { eq, inArray, sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../client.ts";
import { SEED_LOCK } from "../migrate.ts";
import { categories, subcategories } from "../schema/catalog.ts";
import { freelancers } from "../schema/freelancers.ts";
import { hireRequests, hireReviews } from "../schema/hiring.ts";
import { jobs } from "../schema/jobs.ts";
import { listings } from "../schema/listings.ts";
import { listingReviews } from "../schema/reviews.ts";
import { users } from "../schema/users.ts";
import { vendorProfiles } from "../schema/vendors.ts";
import { CATEGORIES, SUBCATEGORIES } from "./catalogue.ts";
import { categoryRows, subcategoryRows } from "./catalogue-rows.ts";
import { demoFreelancer } from "./freelancer-rows.ts";
import { demoId } from "./ids.ts";
import { employerNumberOf, jobRow } from "./job-rows.ts";
import { demoListing, vendorNumberOf } from "./listing-rows.ts";
import { HIRING_CLIENTS, LISTING_REVIEWERS, listingReviewRows, type NewListingReview } from "./review-rows.ts";
import { demoUserId, userRow, type DemoRole } from "./user-rows.ts";
import { vendorProfileRow } from "./vendor-rows.ts";

export type SeedCounts = { listings: number; jobs: number; freelancers: number };
export type SeedOptions = Partial<SeedCounts> & { log?: (message: string) => void };

export const DEFAULT_SEED_COUNTS: SeedCounts = { listings: 1000, jobs: 100, freelancers: 100 };

/** Rows per INSERT: 1,000 listings × 22 columns stays well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 1000;
/** Reviews per INSERT: 11 columns each. */
const REVIEWS_PER_STATEMENT = 4000;
/** Rows per transaction when topping up, so that an interrupted top-up keeps what it committed. */
const ROWS_PER_TRANSACTION = 10_000;

/**
 * Seeds the demo catalogue, with its accounts, listings, jobs and freelancers, into a database
 * without categories — in one transaction, under the seed lock, so that several processes
 * starting together seed it once and a crash leaves nothing half-seeded.
 */
export async function seedIfEmpty(handle: DatabaseHandle, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const counts = { ...DEFAULT_SEED_COUNTS, ...definedCounts(options) };
  const log = options.log ?? (() => {});
  return handle.withLock(SEED_LOCK, async () => {
    const [anyCategory] = await handle.db.select({ id: categories.id }).from(categories).limit(1);
    if (anyCategory) return { seeded: false };
    const startedAt = performance.now();
    log(
      `seeding the demo catalogue: ${CATEGORIES.length} categories, ${SUBCATEGORIES.length} subcategories, ` +
        `${counts.listings} listings, ${counts.jobs} jobs, ${counts.freelancers} freelancers`,
    );
    await handle.db.transaction(async (tx) => {
      await tx.insert(categories).values(categoryRows());
      await tx.insert(subcategories).values(subcategoryRows());
      await seedListings(tx, { startIndex: 0, count: counts.listings });
      await seedJobs(tx, { startIndex: 0, count: counts.jobs });
      await seedFreelancers(tx, { startIndex: 0, count: counts.freelancers });
    });
    await refreshStatistics(handle);
    log(`done in ${secondsSince(startedAt)} s`);
    return { seeded: true };
  });
}

/**
 * Adds demo rows until each table holds at least the requested number of rows: with 1,000
 * listings and a target of 5,000, it inserts listings 1,000 to 4,999. Needs the demo catalogue.
 * Returns how many rows it inserted.
 */
export async function topUp(handle: DatabaseHandle, targets: SeedOptions): Promise<SeedCounts> {
  const log = targets.log ?? (() => {});
  return handle.withLock(SEED_LOCK, async () => {
    const firstCategoryId = demoId("category", CATEGORIES[0]?.slug ?? "");
    const [demoCatalogue] = await handle.db.select().from(categories).where(eq(categories.id, firstCategoryId));
    if (!demoCatalogue) throw new Error("The demo catalogue is missing: run seedIfEmpty on an empty database first.");
    const inserted: SeedCounts = { listings: 0, jobs: 0, freelancers: 0 };
    const kinds = [
      { key: "listings", table: listings, seed: seedListings },
      { key: "jobs", table: jobs, seed: seedJobs },
      { key: "freelancers", table: freelancers, seed: seedFreelancers },
    ] as const;
    for (const { key, table, seed } of kinds) {
      const target = targets[key];
      if (target === undefined) continue;
      const existing = await handle.db.$count(table);
      if (existing >= target) {
        log(`${key}: ${existing} already, nothing to add`);
        continue;
      }
      const startedAt = performance.now();
      for (let startIndex = existing; startIndex < target; startIndex += ROWS_PER_TRANSACTION) {
        const count = Math.min(ROWS_PER_TRANSACTION, target - startIndex);
        await handle.db.transaction((tx) => seed(tx, { startIndex, count }));
        log(`${key}: ${startIndex + count} of ${target} (${secondsSince(startedAt)} s)`);
      }
      // Counted rather than returned by the inserts: RETURNING costs about a sixth of the time.
      inserted[key] = (await handle.db.$count(table)) - existing;
    }
    await refreshStatistics(handle);
    return inserted;
  });
}

/**
 * The planner's statistics, after a bulk load. PostgreSQL's autovacuum would gather them a little
 * later; PGlite has no autovacuum, and without statistics its planner guesses a thousand rows
 * where there are a hundred thousand and reads whole tables for a search.
 */
export async function refreshStatistics(handle: DatabaseHandle): Promise<void> {
  await handle.exec("analyze");
}

type Range = { startIndex: number; count: number };

/**
 * Inserts demo listings startIndex … startIndex + count − 1, with their vendors and the vendors'
 * business profiles, and the listings' reviews, skipping any that exist. The reviewers (demo
 * vendors and freelancers, review-rows.ts) are created first where a small seed lacks them.
 */
export async function seedListings(db: Database, { startIndex, count }: Range): Promise<void> {
  await insertDemoUsers(db, "vendor", 1, LISTING_REVIEWERS.vendor);
  await insertDemoUsers(db, "freelancer", 1, LISTING_REVIEWERS.freelancer);
  for (const batch of batches(startIndex, count)) {
    const firstVendor = vendorNumberOf(batch.first);
    const lastVendor = vendorNumberOf(batch.last);
    await insertDemoUsers(db, "vendor", firstVendor, lastVendor);
    const profiles = [];
    for (let number = firstVendor; number <= lastVendor; number++) profiles.push(vendorProfileRow(number));
    await db.insert(vendorProfiles).values(profiles).onConflictDoNothing();
    const made = batch.indexes.map((index) => ({ index, listing: demoListing(index) }));
    await db
      .insert(listings)
      .values(made.map(({ listing }) => listing.row))
      .onConflictDoNothing();
    await insertListingReviews(
      db,
      made.flatMap(({ index, listing }) => listingReviewRows(listing, index)),
    );
  }
}

/**
 * Inserts reviews and has the trigger of migration 0014 count them into their listings' rating
 * columns, once per listing rather than once per review: each firing rewrites the listing's row
 * (its search vector and indexes too), so the seed lets the trigger sleep while it inserts (inside
 * the transaction, so a failure undoes that too), then wakes it with a no-op update of each
 * listing's first review, and the trigger recounts that listing's reviews from the table. It stays
 * the only writer of the rating columns; the demo's reviews cost a third less time.
 */
async function insertListingReviews(db: Database, reviews: NewListingReview[]): Promise<void> {
  if (reviews.length === 0) return;
  await db.execute(sql`alter table listing_reviews disable trigger listing_reviews_recount`);
  for (let i = 0; i < reviews.length; i += REVIEWS_PER_STATEMENT) {
    await db
      .insert(listingReviews)
      .values(reviews.slice(i, i + REVIEWS_PER_STATEMENT))
      .onConflictDoNothing();
  }
  await db.execute(sql`alter table listing_reviews enable trigger listing_reviews_recount`);
  const firstOfEach = new Map<string, string>();
  for (const review of reviews) {
    if (!firstOfEach.has(review.listingId)) firstOfEach.set(review.listingId, String(review.id));
  }
  await db
    .update(listingReviews)
    .set({ rating: sql`${listingReviews.rating}` })
    .where(inArray(listingReviews.id, [...firstOfEach.values()]));
}

/** Inserts demo jobs startIndex … startIndex + count − 1, with their employers, skipping any that exist. */
export async function seedJobs(db: Database, { startIndex, count }: Range): Promise<void> {
  for (const batch of batches(startIndex, count)) {
    await insertDemoUsers(db, "employer", employerNumberOf(batch.first), employerNumberOf(batch.last));
    const rows = batch.indexes.map(jobRow);
    await db.insert(jobs).values(rows).onConflictDoNothing();
  }
}

/**
 * Inserts demo freelancer profiles startIndex … startIndex + count − 1, with their accounts and
 * their completed hires' reviews by demo employers (created first where a small seed lacks them),
 * skipping any that exist.
 */
export async function seedFreelancers(db: Database, { startIndex, count }: Range): Promise<void> {
  await insertDemoUsers(db, "employer", 1, HIRING_CLIENTS.employer);
  for (const batch of batches(startIndex, count)) {
    await insertDemoUsers(db, "freelancer", batch.first + 1, batch.last + 1);
    const made = batch.indexes.map(demoFreelancer);
    await db
      .insert(freelancers)
      .values(made.map((freelancer) => freelancer.row))
      .onConflictDoNothing();
    const hires = made.flatMap((freelancer) => freelancer.hires);
    for (let i = 0; i < hires.length; i += REVIEWS_PER_STATEMENT) {
      const chunk = hires.slice(i, i + REVIEWS_PER_STATEMENT);
      await db
        .insert(hireRequests)
        .values(chunk.map((hire) => hire.request))
        .onConflictDoNothing();
      await db
        .insert(hireReviews)
        .values(chunk.map((hire) => hire.review))
        .onConflictDoNothing();
    }
  }
}

async function insertDemoUsers(db: Database, role: DemoRole, firstNumber: number, lastNumber: number): Promise<void> {
  if (lastNumber < firstNumber) return;
  const ids = [];
  for (let number = firstNumber; number <= lastNumber; number++) ids.push(demoUserId(role, number));
  // A neighbouring batch, an earlier top-up or the reviewers of the listings may have created some
  // of them already; looking first costs less than letting the insert skip them.
  const existing = new Set(
    (await db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((row) => row.id),
  );
  const rows = [];
  for (let number = firstNumber; number <= lastNumber; number++) {
    if (!existing.has(demoUserId(role, number))) rows.push(userRow(role, number));
  }
  if (rows.length > 0) await db.insert(users).values(rows).onConflictDoNothing();
}

function* batches(startIndex: number, count: number) {
  for (let first = startIndex; first < startIndex + count; first += ROWS_PER_STATEMENT) {
    const last = Math.min(first + ROWS_PER_STATEMENT, startIndex + count) - 1;
    yield { first, last, indexes: Array.from({ length: last - first + 1 }, (_, i) => first + i) };
  }
}

function definedCounts(options: SeedOptions): Partial<SeedCounts> {
  const counts: Partial<SeedCounts> = {};
  if (options.listings !== undefined) counts.listings = options.listings;
  if (options.jobs !== undefined) counts.jobs = options.jobs;
  if (options.freelancers !== undefined) counts.freelancers = options.freelancers;
  return counts;
}

function secondsSince(startedAt: number): string {
  return ((performance.now() - startedAt) / 1000).toFixed(1);
}
