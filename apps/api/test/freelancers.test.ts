import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useReadTestApp, UNKNOWN_ID, type ErrorBody, type Page } from "./helpers/reads.ts";

type Freelancer = {
  _id: string;
  fullName: string;
  headline: string;
  skills: string[];
  hourlyRateCents: number;
  location: string;
  rating: number;
  reviewCount: number;
  categoryId: string;
  categoryName: string;
  availability: string;
  createdAt: string;
};

const { get, rows, allPages } = useReadTestApp<Freelancer>();
/** Freelancer ids in the given order, for comparison with the API's. */
async function idsBy(order: ReturnType<typeof sql>, where = sql`true`): Promise<string[]> {
  const found = await rows<{ id: string }>(sql`select id from freelancers where ${where} order by ${order}`);
  return found.map((row) => row.id);
}
const newest = sql`created_at desc, id`;
const isSorted = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

describe("GET /api/freelancers", () => {
  it("lists freelancers newest first, 12 by default, with rating in stars and the category's name", async () => {
    const { status, body } = await get<Page<Freelancer>>("/api/freelancers");
    expect(status).toBe(200);
    expect(body.result_value).toHaveLength(12);
    expect(body.meta).toEqual({ hasMore: true, currentPage: 1 });
    expect(body.result_value.map((f) => f._id)).toEqual((await idsBy(newest)).slice(0, 12));
    expect(Object.keys(body.result_value[0]!).sort()).toEqual(
      [
        "_id",
        "fullName",
        "headline",
        "skills",
        "hourlyRateCents",
        "location",
        "rating",
        "reviewCount",
        "categoryId",
        "categoryName",
        "availability",
        "createdAt",
      ].sort(),
    );
    const stored = await rows<{ id: string; rating_tenths: number; category_name: string }>(sql`
      select f.id, f.rating_tenths, c.name as category_name from freelancers f
      join categories c on c.id = f.category_id`);
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const f of body.result_value) {
      expect(f.rating).toBe(byId.get(f._id)!.rating_tenths / 10);
      expect(f.categoryName).toBe(byId.get(f._id)!.category_name);
      expect(f.rating).toBeGreaterThanOrEqual(0);
      expect(f.rating).toBeLessThanOrEqual(5);
      expect(Array.isArray(f.skills)).toBe(true);
    }
  });

  it("pages deterministically in every sort: pages 1 and 2 never overlap, all pages hold everyone once", async () => {
    const orders = {
      newest,
      relevance: newest,
      rating: sql`rating_tenths desc, review_count desc, id`,
      rate_asc: sql`hourly_rate_cents asc, id`,
      rate_desc: sql`hourly_rate_cents desc, id`,
    } as const;
    for (const [sort, order] of Object.entries(orders)) {
      const one = await get<Page<Freelancer>>(`/api/freelancers?sort=${sort}&limit=10&page=1`);
      const two = await get<Page<Freelancer>>(`/api/freelancers?sort=${sort}&limit=10&page=2`);
      const firstIds = new Set(one.body.result_value.map((f) => f._id));
      expect(two.body.result_value, sort).toHaveLength(10);
      for (const f of two.body.result_value) expect(firstIds.has(f._id), sort).toBe(false);
      const all = await allPages(`/api/freelancers?sort=${sort}&limit=100`);
      expect(
        all.map((f) => f._id),
        sort,
      ).toEqual(await idsBy(order));
    }
    const rated = await allPages("/api/freelancers?sort=rating&limit=100");
    expect(isSorted(rated.map((f) => -(f.rating * 10_000 + f.reviewCount)))).toBe(true);
    const cheapFirst = await allPages("/api/freelancers?sort=rate_asc&limit=100");
    expect(isSorted(cheapFirst.map((f) => f.hourlyRateCents))).toBe(true);
  });

  it("filters by category and hourly rate (cents), alone and together", async () => {
    const [category] = await rows<{ id: string }>(sql`
      select category_id as id from freelancers group by category_id order by count(*) desc, category_id limit 1`);
    const categoryId = category!.id;
    const inCategory = await allPages(`/api/freelancers?categoryId=${categoryId}&limit=5`);
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.every((f) => f.categoryId === categoryId)).toBe(true);
    expect(inCategory.map((f) => f._id)).toEqual(await idsBy(newest, sql`category_id = ${categoryId}`));

    const [{ median } = { median: 0 }] = await rows<{ median: number }>(sql`
      select (percentile_disc(0.5) within group (order by hourly_rate_cents))::int as median from freelancers`);
    const cheap = await allPages(`/api/freelancers?maxRate=${median}&limit=100`);
    const dear = await allPages(`/api/freelancers?minRate=${median + 1}&limit=100`);
    expect(cheap.length).toBeGreaterThan(0);
    expect(dear.length).toBeGreaterThan(0);
    expect(cheap.every((f) => f.hourlyRateCents <= median)).toBe(true);
    expect(dear.every((f) => f.hourlyRateCents > median)).toBe(true);
    expect(cheap.length + dear.length).toBe((await idsBy(newest)).length);

    const band = await allPages(
      `/api/freelancers?categoryId=${categoryId}&minRate=${median}&maxRate=${median * 3}&sort=rate_desc&limit=100`,
    );
    expect(
      band.every((f) => f.categoryId === categoryId && f.hourlyRateCents >= median && f.hourlyRateCents <= median * 3),
    ).toBe(true);
    expect(band.map((f) => f._id)).toEqual(
      await idsBy(
        sql`hourly_rate_cents desc, id`,
        sql`category_id = ${categoryId} and hourly_rate_cents between ${median} and ${median * 3}`,
      ),
    );
  });

  it("answers an empty list for an unknown category", async () => {
    const { status, body } = await get<Page<Freelancer>>(`/api/freelancers?categoryId=${UNKNOWN_ID}&sort=rating`);
    expect(status).toBe(200);
    expect(body).toEqual({ result: 1, result_value: [], meta: { hasMore: false, currentPage: 1 } });
  });

  it("finds a freelancer by name, and by a name with a one-letter typo", async () => {
    const [target] = await rows<{ id: string; full_name: string; word: string }>(sql`
      with unique_names as (
        select min(id::text)::uuid as id, full_name from freelancers group by full_name having count(*) = 1)
      select u.id, u.full_name, w.word from unique_names u,
        lateral (select word from regexp_split_to_table(u.full_name, '[^A-Za-z]+') as word
                 where length(word) >= 6 order by length(word) desc, word limit 1) w
      order by u.id limit 1`);
    const exact = await get<Page<Freelancer>>(`/api/freelancers?q=${encodeURIComponent(target!.full_name)}`);
    expect(exact.status).toBe(200);
    expect(exact.body.result_value[0]!._id).toBe(target!.id);

    const word = target!.word.toLowerCase();
    const i = Math.floor(word.length / 2);
    const typo = `${word.slice(0, i)}${word[i] === "x" ? "q" : "x"}${word.slice(i + 1)}`;
    const found = await allPages(`/api/freelancers?q=${typo}&limit=100`);
    expect(found.map((f) => f._id)).toContain(target!.id);
    // With q, another sort still applies to the matches only.
    const byRate = await allPages(`/api/freelancers?q=${typo}&sort=rate_asc&limit=100`);
    expect(new Set(byRate.map((f) => f._id))).toEqual(new Set(found.map((f) => f._id)));
    expect(isSorted(byRate.map((f) => f.hourlyRateCents))).toBe(true);

    expect((await get<Page<Freelancer>>("/api/freelancers?q=zzqxv")).body.result_value).toEqual([]);
  });

  it("refuses bad paging, unknown fields and malformed values with 400 and a clear message", async () => {
    for (const [url, field] of [
      ["/api/freelancers?limit=101", "limit"],
      ["/api/freelancers?page=0", "page"],
      ["/api/freelancers?page=-1", "page"],
      ["/api/freelancers?page=x", "page"],
      ["/api/freelancers?remote=true", "querystring"],
      ["/api/freelancers?sort=price", "sort"],
      ["/api/freelancers?minRate=-1", "minRate"],
      ["/api/freelancers?minRate=5000&maxRate=100", "minRate"],
    ] as const) {
      const { status, body } = await get<ErrorBody>(url);
      expect(status, url).toBe(400);
      expect(body.result).toBe(0);
      expect(Object.keys(body.errors ?? {}), url).toContain(field);
    }
    const bad = await get<ErrorBody>("/api/freelancers?categoryId=12345");
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      result: 0,
      message: "Invalid category id.",
      errors: { categoryId: ["Invalid category id."] },
    });
  });
});
