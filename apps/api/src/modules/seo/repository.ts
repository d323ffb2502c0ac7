import { asc, eq } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { categories, subcategories } from "@mp/db/schema/index";
import { createLoadingCache, type LoadingCache } from "../../lib/loading-cache.ts";
import { findPublishedIdMarks, findPublishedIdRange } from "../listings/public.ts";

/** Listings per sitemap file: the protocol allows 50,000; smaller files are cheaper to build and fetch. */
export const LISTINGS_PER_SITEMAP = 10_000;
/** How long one process reuses the chunk boundaries before reading them again. */
const BOUNDARIES_TTL_MS = 5 * 60_000;

/** Per database, per file size (the tests use small files). */
const startsCache = new WeakMap<Database, LoadingCache<number, string[]>>();

/**
 * The first id of each sitemap chunk of published listings, in id order: chunk n (1-based) is
 * the published listings from `startIds[n-1]` up to, not including, `startIds[n]`. Finding them
 * takes one pass over the published ids (≈ 0.1 s at 100,000 listings on PostgreSQL), so a process
 * keeps them for a few minutes; a chunk is then one keyset read (`id >= start order by id limit
 * 10000`) rather than an OFFSET over every listing before it. Listings published meanwhile join
 * the chunk their id falls in (the last one is capped), and the boundaries catch up at the next read.
 */
export function findChunkStarts(db: Database, perFile = LISTINGS_PER_SITEMAP): Promise<string[]> {
  let bySize = startsCache.get(db);
  if (!bySize) startsCache.set(db, (bySize = createLoadingCache({ max: 4, ttlMs: BOUNDARIES_TTL_MS })));
  // Crawlers fetching several files at once wait for one read; a failed read is not kept.
  return bySize.get(perFile, () => findPublishedIdMarks(db, perFile));
}

/** The published listings of chunk `chunk` (1-based), in id order, or null when there is no such chunk. */
export async function findListingChunk(
  db: Database,
  chunk: number,
  perFile = LISTINGS_PER_SITEMAP,
): Promise<{ id: string; updatedAt: Date }[] | null> {
  const starts = await findChunkStarts(db, perFile);
  const start = starts[chunk - 1];
  if (start === undefined) return null;
  return findPublishedIdRange(db, start, starts[chunk], perFile);
}

/** Every subcategory with its name, grouped by category, for the pages sitemap. */
export function findSubcategoryLinks(db: Database) {
  return db
    .select({ id: subcategories.id, name: subcategories.name })
    .from(subcategories)
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .orderBy(asc(categories.name), asc(subcategories.name), asc(subcategories.id));
}
