import type { AnyColumn } from "drizzle-orm";
import { savedSearchQueryOf, type SavedSearchPath } from "@mp/contracts/saved-search";
import type { Database } from "@mp/db/client";
import type { WorkTransaction } from "../../lib/scheduled-work.ts";
import { findNewlyPosted, jobFiltersOf } from "../jobs/public.ts";
import { filtersOf, findNewlyPublished } from "../listings/public.ts";
import { withTypoTolerance } from "../search/public.ts";
import { notMatched, recordMatches } from "./match-repository.ts";

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
  let found: { id: string; at: Date }[] = [];
  if (translated.ok) {
    const { value } = translated;
    // The batch's transaction is a Database too: the typo threshold holds within a savepoint of it.
    const reader = tx as unknown as Database;
    const window = {
      isUnseen: (id: AnyColumn) => notMatched(search.id, id),
      from: search.checkedUntil,
      upTo,
      limit,
    };
    found = await withTypoTolerance(reader, value.query.q, (db) =>
      value.kind === "listings"
        ? findNewlyPublished(db, { ...window, where: filtersOf({ ...value.query, openNow: "false", now: upTo }) })
        : findNewlyPosted(db, { ...window, where: jobFiltersOf(value.query) }),
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
