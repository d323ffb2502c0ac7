import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useReadTestApp } from "./helpers/reads.ts";

type Hit = { _id: string; rank: number; categoryId: string; highlight: Record<string, string> };
type ListingHit = Hit & { name: string; highlight: { name: string; description: string } };
type Facets = {
  byKind: { listings: number; jobs: number; freelancers: number };
  byCategory: { categoryId: string; categoryName: string; count: number }[];
};
type SearchBody = {
  result: number;
  result_value: { listings: ListingHit[]; jobs: Hit[]; freelancers: Hit[]; facets: Facets };
  meta: { hasMore: boolean; currentPage: number };
};
type Suggestion = { type: string; _id: string; label: string; categoryId: string };
type ErrorBody = { result: number; message: string; errors?: Record<string, string[]> };
type Kind = "listings" | "jobs" | "freelancers";

const { s, get, rows } = useReadTestApp();
const search = (params: string) => get<SearchBody>(`/api/search?${params}`);
async function allHits(kind: Kind, params: string): Promise<Hit[]> {
  const found: Hit[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await search(`${params}&kind=${kind}&limit=50&page=${page}`);
    expect(status).toBe(200);
    found.push(...body.result_value[kind]);
    if (!body.meta.hasMore) return found;
  }
}
/** A published listing whose name no other listing shares, with its longest word. */
async function distinctiveListing() {
  const [row] = await rows<{ id: string; name: string; word: string }>(sql`
    with unique_names as (
      select min(id::text)::uuid as id, name from listings where status = 'published'
      group by name having count(*) = 1)
    select u.id, u.name, w.word from unique_names u,
      lateral (select word from regexp_split_to_table(u.name, '[^A-Za-z]+') as word
               where length(word) >= 7 order by length(word) desc, word limit 1) w
    order by u.id limit 1`);
  return row!;
}

describe("GET /api/search", () => {
  it("ranks the listing with the exact name first, and highlights with «» rather than HTML", async () => {
    const target = await distinctiveListing();
    const { status, body, text } = await search(`q=${encodeURIComponent(target.name)}&kind=listings`);
    expect(status).toBe(200);
    const [first, second] = body.result_value.listings;
    expect(first!._id).toBe(target.id);
    if (second) expect(first!.rank).toBeGreaterThan(second.rank);
    expect(first!.highlight.name).toContain("«");
    expect(first!.highlight.name.replace(/[«»]/g, "")).toBe(target.name);
    expect(text).not.toMatch(/<\/?b>/);
    expect(body.result_value.jobs).toEqual([]);
    expect(body.result_value.freelancers).toEqual([]);
  });

  it("still finds a listing when a distinctive word has a one-letter typo", async () => {
    const target = await distinctiveListing();
    const i = Math.floor(target.word.length / 2);
    const swapped = target.word[i] === "x" ? "q" : "x";
    const typo = `${target.word.slice(0, i)}${swapped}${target.word.slice(i + 1)}`.toLowerCase();
    expect(typo).not.toBe(target.word.toLowerCase());
    const hits = await allHits("listings", `q=${typo}`);
    expect(hits.map((h) => h._id)).toContain(target.id);
  });

  it("finds jobs and freelancers by the words of their titles and profiles", async () => {
    const [job] = await rows<{ id: string; title: string }>(
      sql`select id, title from jobs where status = 'open' order by id limit 1`,
    );
    const jobs = await allHits("jobs", `q=${encodeURIComponent(job!.title)}`);
    expect(jobs[0]!._id).toBe(job!.id);
    const [freelancer] = await rows<{ id: string; skill: string }>(
      sql`select id, skills[1] as skill from freelancers order by id limit 1`,
    );
    const freelancers = await allHits("freelancers", `q=${encodeURIComponent(freelancer!.skill)}`);
    expect(freelancers.map((f) => f._id)).toContain(freelancer!.id);
  });

  it("counts each facet exactly as many results as it leads to", async () => {
    const [category] = await rows<{ id: string; word: string }>(sql`
      select c.id, lower(split_part(c.name, ' ', 1)) as word from categories c
      join listings l on l.category_id = c.id and l.status = 'published'
      group by c.id, c.name order by count(*) desc limit 1`);
    const q = `q=${encodeURIComponent(category!.word)}`;
    const { body } = await search(q);
    const { byKind, byCategory } = body.result_value.facets;
    expect(byKind.listings).toBeGreaterThan(0);
    for (const kind of ["listings", "jobs", "freelancers"] as const) {
      expect(await allHits(kind, q), kind).toHaveLength(byKind[kind]);
    }
    expect(byCategory.reduce((sum, c) => sum + c.count, 0)).toBe(byKind.listings + byKind.jobs + byKind.freelancers);
    const top = byCategory[0]!;
    const inTop = await Promise.all(
      (["listings", "jobs", "freelancers"] as const).map((kind) => allHits(kind, `${q}&categoryId=${top.categoryId}`)),
    );
    expect(inTop.flat()).toHaveLength(top.count);
    for (const hit of inTop.flat()) expect(hit.categoryId).toBe(top.categoryId);
    // The category's own listings rank above listings that only mention the word.
    const listings = await allHits("listings", q);
    const firstElsewhere = listings.findIndex((l) => l.categoryId !== category!.id);
    if (firstElsewhere > 0) expect(listings[firstElsewhere - 1]!.categoryId).toBe(category!.id);
  });

  it("finds a listing by its subcategory's name even when its own text does not say it", async () => {
    const [target] = await rows<{ id: string; subcategory: string }>(sql`
      select l.id, s.name as subcategory from listings l join subcategories s on s.id = l.subcategory_id
      where l.status = 'published' and s.name = 'Bookkeeping' order by l.id limit 1`);
    expect(target).toBeDefined();
    await s.t.database.db.execute(
      sql`update listings set name = 'Harbor Ledger Co.', description = 'Monthly accounts for small firms.' where id = ${target!.id}`,
    );
    const q = `q=${encodeURIComponent(target!.subcategory)}`;
    const hits = await allHits("listings", q);
    expect(hits.map((h) => h._id)).toContain(target!.id);
    const { body } = await search(q);
    expect(body.result_value.facets.byKind.listings).toBe(hits.length);
  });

  it("pages each kind by rank, then id, with no overlap", async () => {
    const { body } = await search("q=shop&kind=listings&limit=5");
    expect(body.meta).toEqual({ hasMore: body.result_value.facets.byKind.listings > 5, currentPage: 1 });
    const all = await allHits("listings", "q=shop");
    expect(new Set(all.map((h) => h._id)).size).toBe(all.length);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      expect(a.rank > b.rank || (a.rank === b.rank && a._id < b._id), `${i}`).toBe(true);
    }
  });

  it("refuses an empty search, bad paging and unknown params", async () => {
    for (const url of ["/api/search", "/api/search?q=", "/api/search?q=%20%20"]) {
      const { status, body } = await get<ErrorBody>(url);
      expect(status, url).toBe(400);
      expect(body.message).toBe("Please type something to search for.");
    }
    for (const url of [
      "/api/search?q=shop&limit=51",
      "/api/search?q=shop&page=-1",
      "/api/search?q=shop&kind=ads",
      "/api/search?q=shop&categoryId=1",
      "/api/search?q=shop&sort=new",
    ]) {
      const { status, body } = await get<ErrorBody>(url);
      expect(status, url).toBe(400);
      expect(body.result).toBe(0);
    }
  });

  it("treats query syntax as text", async () => {
    for (const q of ["'; drop table listings; --", "a & | ! :* (", "«»<b>"]) {
      const { status } = await search(`q=${encodeURIComponent(q)}`);
      expect(status, q).toBe(200);
    }
  });
});

describe("GET /api/search/suggest", () => {
  it("suggests up to 8 categories, subcategories and listing names that start with the text", async () => {
    const [category] = await rows<{ name: string }>(sql`select name from categories order by name limit 1`);
    const prefix = category!.name.slice(0, 3);
    const { status, body } = await get<{ result: number; result_value: Suggestion[] }>(
      `/api/search/suggest?q=${encodeURIComponent(prefix.toLowerCase())}`,
    );
    expect(status).toBe(200);
    expect(body.result_value.length).toBeGreaterThan(0);
    expect(body.result_value.length).toBeLessThanOrEqual(8);
    expect(body.result_value[0]).toMatchObject({ type: "category", label: category!.name });
    const startsWord = new RegExp(`(^|[^\\p{L}\\p{N}])${prefix}`, "iu");
    for (const s of body.result_value) expect(s.label).toMatch(startsWord);
  });

  it("suggests listing names by the start of any of their words", async () => {
    const target = await distinctiveListing();
    const prefix = target.word.slice(0, 5).toLowerCase();
    const { body } = await get<{ result_value: Suggestion[] }>(`/api/search/suggest?q=${prefix}`);
    const listings = body.result_value.filter((s) => s.type === "listing");
    expect(listings.length).toBeGreaterThan(0);
    for (const s of listings) expect(s.label.toLowerCase()).toMatch(new RegExp(`(^|[^a-z])${prefix}`));
  });

  it("refuses an empty text", async () => {
    const { status, body } = await get<ErrorBody>("/api/search/suggest?q=%20");
    expect(status).toBe(400);
    expect(body.message).toBe("Please type something to search for.");
  });
});
