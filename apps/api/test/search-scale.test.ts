import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SEARCH_COUNT_CAP } from "@mp/contracts/search";
import { useReadTestApp } from "./helpers/reads.ts";

// Decision 024: counts stop at 1,000 ("1,000+"), and only the best candidates get the full rank.
type Hit = { _id: string; name: string; rank: number; categoryId: string };
type SearchBody = {
  result_value: {
    listings: Hit[];
    facets: {
      byKind: { listings: number; jobs: number; freelancers: number };
      capped: { listings: boolean; jobs: boolean; freelancers: boolean };
      byCategory: { categoryId: string; count: number }[];
    };
  };
  meta: { hasMore: boolean; currentPage: number };
};

const { s, get, rows } = useReadTestApp();
const search = (params: string) => get<SearchBody>(`/api/search?${params}`);
/** Changed behind the app's back, so the catalogue version is bumped for the search cache. */
async function execute(query: ReturnType<typeof sql>) {
  await s.t.database.db.execute(query);
  await s.t.app.catalogueVersion.bump();
}

/** `count` published listings named by `name(g)` (g = 1…count), copied from the first demo listing. */
async function addListings(count: number, name: ReturnType<typeof sql>, description = sql`'Gear for every trip.'`) {
  await execute(sql`
    insert into listings (vendor_id, category_id, subcategory_id, kind, status, name, description, address, city,
      published_at)
    select l.vendor_id, l.category_id, l.subcategory_id, l.kind, 'published', ${name}, ${description}, l.address,
      l.city, now()
    from (select * from listings where status = 'published' order by id limit 1) l, generate_series(1, ${count}) g`);
}
async function allListings(q: string): Promise<Hit[]> {
  const found: Hit[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await search(`q=${q}&kind=listings&limit=50&page=${page}`);
    expect(status).toBe(200);
    found.push(...body.result_value.listings);
    if (!body.meta.hasMore) return found;
  }
}

describe("search at scale", () => {
  it("counts exactly up to 1,000 matches and says 1,000+ past them; hidden listings never count", async () => {
    await addListings(1100, sql`'Quokka Outfitters ' || g`);
    // 200 of them hidden by moderation: 900 remain, counted exactly and all reachable.
    await execute(sql`
      update listings set hidden_at = now(), hidden_cause = 'moderation'
      where id in (select id from listings where name like 'Quokka Outfitters %' order by id limit 200)`);
    const hidden = new Set(
      (await rows<{ id: string }>(sql`select id from listings where hidden_at is not null`)).map((r) => r.id),
    );
    const few = await search("q=quokka&kind=listings");
    expect(few.body.result_value.facets.byKind.listings).toBe(900);
    expect(few.body.result_value.facets.capped).toEqual({ listings: false, jobs: false, freelancers: false });
    const visible = await allListings("quokka");
    expect(new Set(visible.map((h) => h._id)).size).toBe(900);
    expect(visible.filter((h) => hidden.has(h._id))).toEqual([]);

    await execute(sql`update listings set hidden_at = null, hidden_cause = null where name like 'Quokka Outfitters %'`);
    const { status, body } = await search("q=quokka");
    expect(status).toBe(200);
    const { byKind, capped, byCategory } = body.result_value.facets;
    expect(byKind.listings).toBe(SEARCH_COUNT_CAP);
    expect(capped).toEqual({ listings: true, jobs: false, freelancers: false });
    // The category counts of a capped search are lower bounds, taken from the matches found.
    const inCategories = byCategory.reduce((sum, c) => sum + c.count, 0);
    expect(inCategories).toBeGreaterThanOrEqual(SEARCH_COUNT_CAP);
    expect(inCategories).toBeLessThanOrEqual(SEARCH_COUNT_CAP + 1);
    // Paging reaches as many results as the count says, each once, and stops there.
    const all = await allListings("quokka");
    expect(all).toHaveLength(SEARCH_COUNT_CAP);
    expect(new Set(all.map((h) => h._id)).size).toBe(SEARCH_COUNT_CAP);
    const last = await search(`q=quokka&kind=listings&limit=50&page=${SEARCH_COUNT_CAP / 50}`);
    expect(last.body.meta.hasMore).toBe(false);
    expect(
      (await search(`q=quokka&kind=listings&limit=50&page=${SEARCH_COUNT_CAP / 50 + 1}`)).body.result_value.listings,
    ).toEqual([]);
  });

  it("puts the exact name first even past the cap, then the best-ranked names", async () => {
    // Added after the 1,100 others, so that the name index would yield them last.
    await addListings(1, sql`'Quokka'`);
    await addListings(1, sql`'Quokka Hut'`);
    const { body } = await search("q=quokka&kind=listings&limit=5");
    const [first, second] = body.result_value.listings;
    expect(first!.name).toBe("Quokka");
    expect(first!.rank).toBeGreaterThan(second!.rank);
    const ranks = body.result_value.listings.map((h) => h.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it("ranks the best candidates by decision 010: exact name, short name, long name, then the description", async () => {
    await addListings(1, sql`'Wombat'`);
    await addListings(1, sql`'Wombat Camp'`);
    await addListings(1, sql`'The Grand Old Wombat Trading Company of Springfield'`);
    await addListings(1, sql`'Harbor Goods'`, sql`'Plush toys: a wombat, a koala and a platypus.'`);
    const hits = await allListings("wombat");
    expect(hits.map((h) => h.name)).toEqual([
      "Wombat",
      "Wombat Camp",
      "The Grand Old Wombat Trading Company of Springfield",
      "Harbor Goods",
    ]);
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.rank).toBeGreaterThan(hits[i]!.rank);
  });

  it("still tolerates a typo of a word with few matches, but not of a broad one", async () => {
    const typo = await allListings("wombta");
    expect(typo.map((h) => h.name)).toContain("Wombat Camp");
    // "quokka" has more than enough matches of its own: "quokkas" is the same word; "Quokkx" is not looked for.
    await addListings(1, sql`'Quokkx Supplies'`);
    const broad = await search("q=quokka&kind=listings&limit=50");
    expect(broad.body.result_value.listings.map((h) => h.name)).not.toContain("Quokkx Supplies");
  });
});
