import { LRUCache } from "lru-cache";
import type { Database } from "@mp/db/client";
import { findListingSearchMatch, withTypoTolerance } from "../search/public.ts";
import type { ClusterSnapshot } from "./cluster-snapshot.ts";

/** Searches kept per snapshot: the map of a search asks for many views of the same words. */
const SEARCHES_KEPT = 64;

type Matches = {
  /** Each listing's index in the snapshot, by id. */
  indexOf: Map<string, number>;
  /** Per search: 1 at the snapshot's index of each listing it finds. */
  masks: LRUCache<string, Uint8Array, Database>;
};

// Per snapshot, so that a new catalogue version's snapshot starts with none and the old ones go with it.
const bySnapshot = new WeakMap<ClusterSnapshot, Matches>();

function matchesOf(snapshot: ClusterSnapshot): Matches {
  let matches = bySnapshot.get(snapshot);
  if (matches) return matches;
  const indexOf = new Map(snapshot.ids.map((id, i) => [id, i]));
  matches = {
    indexOf,
    masks: new LRUCache<string, Uint8Array, Database>({
      max: SEARCHES_KEPT,
      ignoreFetchAbort: true,
      fetchMethod: async (q, _stale, { context: db }) => {
        const found = await findListingSearchMatch(db, q);
        const result = await withTypoTolerance(db, q, (reader) => reader.execute(found));
        const mask = new Uint8Array(snapshot.size);
        for (const { id } of (result as unknown as { rows: { id: string }[] }).rows) {
          const index = indexOf.get(id);
          if (index !== undefined) mask[index] = 1;
        }
        return mask;
      },
    }),
  };
  bySnapshot.set(snapshot, matches);
  return matches;
}

/**
 * The listings of the snapshot that a search for `q` finds (`findListingSearchMatch`, its typo rule
 * included), as a mask over the snapshot's indices: one read of the matching ids per search and
 * catalogue version (the index of a word, without the listings' rows or a join), then every view of
 * the search's map is counted in memory (decision 038). Like the snapshot, a version's matches
 * never change, so they are kept whatever SEARCH_CACHE_SECONDS says.
 */
export async function searchMaskOf(db: Database, snapshot: ClusterSnapshot, q: string): Promise<Uint8Array> {
  return (await matchesOf(snapshot).masks.fetch(q, { context: db })) as Uint8Array;
}
