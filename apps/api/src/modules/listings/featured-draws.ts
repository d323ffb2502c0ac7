import type { FastifyInstance } from "fastify";
import { LRUCache } from "lru-cache";
import type { ListingSummary } from "@mp/contracts/listing";
import { createVersionedCache } from "../../lib/versioned-cache.ts";
import {
  drawFeatured,
  findFeaturedCandidates,
  findFeaturedSummaries,
  type FeaturedCandidate,
} from "./featured-repository.ts";

/** How long featured candidates are drawn from before they are read again. */
const REUSE_MS = 10_000;
/**
 * Summaries change only by vendor writes, which change the catalogue version in their key: the
 * time limit and the count only bound the memory.
 */
const SUMMARY_MS = 5 * 60_000;
const MAX_SUMMARIES = 20_000;

/**
 * Featured picks drawn in memory: the ids and periods of the featured listings (all of them, or a
 * subcategory's) that run at some moment in the next few seconds are read once per process, and
 * each request draws from those running at that instant, each listing as likely as any other.
 * The drawn listings' summaries are kept too, read by primary key the first time one is drawn, so
 * that after a vendor write ends the reuse (the catalogue version, decision 013) the next draws
 * read a few listings each rather than one request reading every featured listing.
 */
export function createFeaturedDraws(app: FastifyInstance, { maxEntries }: { maxEntries: number }) {
  const candidatesOf = createVersionedCache<FeaturedCandidate[]>(app.catalogueVersion, {
    max: maxEntries,
    ttlMs: REUSE_MS,
  });
  // `summary: null`: drawn, but no longer published.
  const summaries = new LRUCache<string, { summary: ListingSummary | null }>({ max: MAX_SUMMARIES, ttl: SUMMARY_MS });

  return async (subcategoryId: string | null, count: number, now: Date): Promise<ListingSummary[]> => {
    const version = await app.catalogueVersion.current();
    const candidates = await candidatesOf.get(subcategoryId ?? "*", () =>
      findFeaturedCandidates(app.database.db, subcategoryId, now, new Date(now.getTime() + REUSE_MS)),
    );
    // A few spare draws stand in for listings unpublished since their ad began; the order drawn
    // is random, so the first `count` published ones are still a fair pick.
    const drawn = drawFeatured(candidates, Date.now(), count * 2);
    const found = new Map(drawn.map((id) => [id, summaries.get(`${version}:${id}`)?.summary]));
    const missing = drawn.filter((id) => found.get(id) === undefined);
    if (missing.length > 0) {
      const read = new Map((await findFeaturedSummaries(app.database.db, missing)).map((s) => [s._id, s]));
      for (const id of missing) {
        const summary = read.get(id) ?? null;
        summaries.set(`${version}:${id}`, { summary });
        found.set(id, summary);
      }
    }
    return drawn.flatMap((id) => found.get(id) ?? []).slice(0, count);
  };
}
