import type { FastifyInstance } from "fastify";
import type { ListingSummary } from "@mp/contracts/listing";
import { createResultCache } from "../../lib/result-cache.ts";
import { drawFeatured, findFeaturedCandidates, type FeaturedCandidate } from "./repository.ts";

/** How long featured candidates are drawn from before they are read again. */
const REUSE_MS = 10_000;

/**
 * Featured picks drawn in memory: the featured listings (all of them, or a subcategory's) that
 * run at some moment in the next few seconds are read once per process, and each request draws
 * from those running at that instant, each listing as likely as any other. Any vendor write ends
 * the reuse at once (the catalogue version, decision 013); starts and ends are kept exactly.
 */
export function createFeaturedDraws(app: FastifyInstance, { maxEntries }: { maxEntries: number }) {
  // The read itself is kept, so that the requests arriving while it runs wait for it, not read too.
  const cache = createResultCache<Promise<FeaturedCandidate[]>>({ maxEntries, ttlMs: REUSE_MS });
  return async (subcategoryId: string | null, count: number, now: Date): Promise<ListingSummary[]> => {
    const key = `${await app.catalogueVersion.current()}:${subcategoryId ?? "*"}`;
    let candidates = cache.get(key, now.getTime());
    if (!candidates) {
      const until = new Date(now.getTime() + REUSE_MS);
      candidates = findFeaturedCandidates(app.database.db, subcategoryId, now, until);
      cache.set(key, candidates, now.getTime());
      candidates.catch(() => cache.delete(key));
    }
    return drawFeatured(await candidates, Date.now(), count);
  };
}
