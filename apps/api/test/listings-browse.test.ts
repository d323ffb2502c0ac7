import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useReadTestApp, UNKNOWN_ID, type ErrorBody, type Page } from "./helpers/reads.ts";

type Summary = {
  _id: string;
  name: string;
  kind: "business" | "product";
  priceCents: number | null;
  categoryId: string;
  subcategoryId: string;
  publishedAt: string;
};

const { get, rows, allPages } = useReadTestApp<Summary>();
/** The ids of published listings matching `where`, in the API's newest order. */
async function newestIds(where = sql`true`): Promise<string[]> {
  const found = await rows<{ id: string }>(sql`
    select id from listings where status = 'published' and ${where}
    order by published_at desc nulls last, id`);
  return found.map((row) => row.id);
}
/** The category with the most published products. */
async function productCategory() {
  const [row] = await rows<{ id: string }>(sql`
    select category_id as id from listings where status = 'published' and kind = 'product'
    group by category_id order by count(*) desc, category_id limit 1`);
  return row!.id;
}
const isSorted = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

describe("GET /api/listings over the whole marketplace", () => {
  it("lists the newest published listings without a subcategory or category (the home page)", async () => {
    const { status, body } = await get<Page<Summary>>("/api/listings?sort=newest&limit=8");
    expect(status).toBe(200);
    expect(body.meta).toEqual({ hasMore: true, currentPage: 1 });
    const expected = await newestIds();
    expect(body.result_value.map((l) => l._id)).toEqual(expected.slice(0, 8));

    const second = await get<Page<Summary>>("/api/listings?sort=newest&limit=8&page=2");
    const firstIds = new Set(body.result_value.map((l) => l._id));
    expect(second.body.result_value).toHaveLength(8);
    for (const l of second.body.result_value) expect(firstIds.has(l._id)).toBe(false);
    expect(second.body.result_value.map((l) => l._id)).toEqual(expected.slice(8, 16));
  });

  it("pages through every published listing once, never a draft", async () => {
    const all = await allPages("/api/listings?limit=100");
    const expected = await newestIds();
    expect(all.map((l) => l._id)).toEqual(expected);
    expect(isSorted(all.map((l) => -Date.parse(l.publishedAt)))).toBe(true);
  });

  it("filters by kind, by category, and by kind within a category", async () => {
    const categoryId = await productCategory();
    const products = await allPages("/api/listings?kind=product&limit=100");
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((l) => l.kind === "product")).toBe(true);
    expect(products.map((l) => l._id)).toEqual(await newestIds(sql`kind = 'product'`));

    const businesses = await allPages("/api/listings?kind=business&limit=100");
    expect(businesses.every((l) => l.kind === "business")).toBe(true);
    expect(businesses.length + products.length).toBe((await newestIds()).length);

    const inCategory = await allPages(`/api/listings?categoryId=${categoryId}&limit=100`);
    expect(inCategory.every((l) => l.categoryId === categoryId)).toBe(true);
    expect(inCategory.map((l) => l._id)).toEqual(await newestIds(sql`category_id = ${categoryId}`));

    const both = await allPages(`/api/listings?kind=product&categoryId=${categoryId}&limit=7`);
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((l) => l.kind === "product" && l.categoryId === categoryId)).toBe(true);
    expect(both.map((l) => l._id)).toEqual(await newestIds(sql`kind = 'product' and category_id = ${categoryId}`));
  });

  it("sorts the products of a category by price both ways, unpriced last, with the other filters", async () => {
    const categoryId = await productCategory();
    const base = `/api/listings?kind=product&categoryId=${categoryId}`;
    const ascending = await allPages(`${base}&sort=price_asc&limit=5`);
    expect(new Set(ascending.map((l) => l._id)).size).toBe(ascending.length);
    const priced = ascending.filter((l) => l.priceCents !== null);
    expect(priced.length).toBeGreaterThan(1);
    expect(isSorted(priced.map((l) => l.priceCents!))).toBe(true);
    expect(ascending.slice(priced.length).every((l) => l.priceCents === null)).toBe(true);

    const descending = await allPages(`${base}&sort=price_desc&limit=5`);
    expect(isSorted(descending.filter((l) => l.priceCents !== null).map((l) => -l.priceCents!))).toBe(true);
    expect(new Set(descending.map((l) => l._id))).toEqual(new Set(ascending.map((l) => l._id)));

    const cheapest = priced[0]!.priceCents!;
    const capped = await allPages(`${base}&maxPrice=${cheapest}&sort=price_desc`);
    expect(capped.length).toBeGreaterThan(0);
    expect(capped.every((l) => l.priceCents !== null && l.priceCents <= cheapest)).toBe(true);
  });

  it("answers an empty list when the category and the subcategory disagree, or for an unknown category", async () => {
    const [sub] = await rows<{ id: string; category_id: string }>(sql`
      select subcategory_id as id, category_id from listings where status = 'published'
      group by subcategory_id, category_id order by count(*) desc, subcategory_id limit 1`);
    const [other] = await rows<{ id: string }>(
      sql`select id from categories where id <> ${sub!.category_id} order by id limit 1`,
    );
    const agree = await allPages(`/api/listings?subcategoryId=${sub!.id}&categoryId=${sub!.category_id}&limit=100`);
    expect(agree.map((l) => l._id)).toEqual(await newestIds(sql`subcategory_id = ${sub!.id}`));
    for (const url of [
      `/api/listings?subcategoryId=${sub!.id}&categoryId=${other!.id}`,
      `/api/listings?categoryId=${UNKNOWN_ID}`,
      `/api/listings?subcategoryId=${UNKNOWN_ID}&kind=product`,
    ]) {
      const { status, body } = await get<Page<Summary>>(url);
      expect(status, url).toBe(200);
      expect(body).toEqual({ result: 1, result_value: [], meta: { hasMore: false, currentPage: 1 } });
    }
  });

  it("finds a listing anywhere in the marketplace when a word of its name has a one-letter typo", async () => {
    const [target] = await rows<{ id: string; word: string }>(sql`
      select l.id, w.word from listings l,
        lateral (select word from regexp_split_to_table(l.name, '[^A-Za-z]+') as word
                 where length(word) >= 7 order by length(word) desc, word limit 1) w
      where l.status = 'published' order by l.id limit 1`);
    const word = target!.word.toLowerCase();
    const i = Math.floor(word.length / 2);
    const typo = `${word.slice(0, i)}${word[i] === "x" ? "q" : "x"}${word.slice(i + 1)}`;
    const found = await allPages(`/api/listings?q=${typo}&limit=100`);
    expect(found.map((l) => l._id)).toContain(target!.id);
    const products = await allPages(`/api/listings?q=${typo}&kind=product&limit=100`);
    expect(products.every((l) => l.kind === "product")).toBe(true);
  });

  it("refuses bad paging, unknown fields and malformed ids with 400 and a clear message", async () => {
    for (const [url, field] of [
      ["/api/listings?limit=101", "limit"],
      ["/api/listings?limit=0", "limit"],
      ["/api/listings?page=0", "page"],
      ["/api/listings?page=-1", "page"],
      ["/api/listings?page=x", "page"],
      ["/api/listings?color=red", "querystring"],
      ["/api/listings?kind=service", "kind"],
    ] as const) {
      const { status, body } = await get<ErrorBody>(url);
      expect(status, url).toBe(400);
      expect(body.result).toBe(0);
      expect(Object.keys(body.errors ?? {}), url).toContain(field);
    }
    const badCategory = await get<ErrorBody>("/api/listings?categoryId=42");
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.message).toBe("Invalid category id.");
    expect(badCategory.body.errors).toEqual({ categoryId: ["Invalid category id."] });
    const badSubcategory = await get<ErrorBody>("/api/listings?subcategoryId=nope");
    expect(badSubcategory.body.message).toBe("Invalid subcategory id.");
  });
});
