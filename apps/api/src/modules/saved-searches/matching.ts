import { savedSearchQueryOf, type SavedSearchPath } from "@mp/contracts/saved-search";
import type { Database } from "@mp/db/client";
import type { WorkTransaction } from "../../lib/scheduled-work.ts";
import { jobFiltersOf } from "../jobs/public.ts";
import { filtersOf } from "../listings/public.ts";
import { withTypoTolerance } from "../search/public.ts";
import { findNewJobs, findNewListings, recordMatches, type Candidate } from "./match-repository.ts";

/** New items matched per saved search and run: a search with more is matched further on the next pick. */
export const MATCHES_PER_RUN = 50;

export type MatchRun = { matched: number; complete: boolean };

type Matchable = { id: string; path: string; params: Record<string, string>; checkedUntil: Date };

/**
 * Finds what was published after the search's watermark (up to `upTo`) and matches its filters —
 * the public list's own conditions (listings/public.ts, jobs/public.ts), visible items only —
 * records the matches and moves the watermark, all in `tx`. With MATCHES_PER_RUN found the
 * watermark moves to the last one's time only, and `complete` is false: the rest come next.
 * "Open now" is left out: it says when one looks, not what was published.
 */
export async function matchSavedSearch(
  tx: WorkTransaction,
  search: Matchable,
  upTo: Date,
  limit = MATCHES_PER_RUN,
): Promise<MatchRun> {
  const translated = savedSearchQueryOf(search.path as SavedSearchPath, search.params);
  let found: Candidate[] = [];
  if (translated.ok) {
    const { value } = translated;
    const q = value.query.q;
    // The batch's transaction is a Database too: the typo threshold holds within a savepoint of it.
    const reader = tx as unknown as Database;
    found =
      value.kind === "listings"
        ? await withTypoTolerance(reader, q, (db) =>
            findNewListings(
              db,
              { id: search.id, where: filtersOf({ ...value.query, openNow: "false", now: upTo }) },
              search.checkedUntil,
              upTo,
              limit,
            ),
          )
        : await withTypoTolerance(reader, q, (db) =>
            findNewJobs(db, { id: search.id, where: jobFiltersOf(value.query) }, search.checkedUntil, upTo, limit),
          );
  }
  const complete = found.length < limit;
  const watermark = complete ? upTo : found[found.length - 1]!.at;
  await recordMatches(
    tx,
    search.id,
    found.map((item) => item.id),
    watermark,
  );
  return { matched: found.length, complete };
}
