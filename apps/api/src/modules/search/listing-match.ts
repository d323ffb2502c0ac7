import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@mp/db/client";
import { findCatalogueMatches } from "./catalogue-matches.ts";
import { listingKind } from "./kinds.ts";
import { matchTiers } from "./match-tiers.ts";
import { TYPO_FALLBACK_BELOW } from "./thresholds.ts";

/**
 * The ids of the listings a search for `q` finds, as a subquery (`select t.id from listings t …`):
 * the visible listings of any tier of the search's match (matchTiers), with its category matches
 * and its rule for typos — the trigram tier only when the words match few listings (decision 024),
 * and then read inside withTypoTolerance. So the map of a search (decision 036) shows the very
 * listings the search lists, not the browse lists' looser `q`.
 */
export async function findListingSearchMatch(db: Database, q: string): Promise<SQL> {
  const counted = [{ name: "listings", table: listingKind.table, visible: listingKind.visible }];
  const { wordMatches, ...catalogue } = await findCatalogueMatches(db, q, counted, TYPO_FALLBACK_BELOW);
  const typos = (wordMatches.listings ?? 0) < TYPO_FALLBACK_BELOW;
  const tiers = matchTiers(listingKind, { q, catalogue }, typos);
  return sql`select t.id from ${listingKind.table} t where ${listingKind.visible} and (${sql.join(tiers, sql` or `)})`;
}
