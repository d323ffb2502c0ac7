import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useReadTestApp } from "./helpers/reads.ts";

type Summary = {
  _id: string;
  name: string;
  priceCents: number | null;
  categoryId: string;
  subcategoryId: string;
  publishedAt: string;
  distanceKm?: number | null;
};
type Page = { result: number; result_value: Summary[]; meta: { hasMore: boolean; currentPage: number } };
type ErrorBody = { result: number; message: string; errors?: Record<string, string[]> };
type Hours = Record<string, { open: string; close: string }[]> | null;

const { s, get, rows } = useReadTestApp();
/** The subcategory with the most published listings, and how many. */
async function busiestSubcategory(extra = sql`true`) {
  const [row] = await rows<{ id: string; count: number }>(sql`
    select subcategory_id as id, count(*)::int as count from listings
    where status = 'published' and ${extra} group by subcategory_id order by count desc, subcategory_id limit 1`);
  return row!;
}
async function allPages(url: string): Promise<Summary[]> {
  const found: Summary[] = [];
  for (let page = 1; ; page++) {
    const { status, body } = await get<Page>(`${url}&page=${page}`);
    expect(status).toBe(200);
    expect(body.meta.currentPage).toBe(page);
    found.push(...body.result_value);
    if (!body.meta.hasMore) return found;
  }
}
const isSorted = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

describe("GET /api/searchbycategory/:categoryId", () => {
  it("pages a category's published listings newest first, 16 by default", async () => {
    const [category] = await rows<{ id: string; count: number }>(sql`
      select category_id as id, count(*)::int as count from listings where status = 'published'
      group by category_id order by count desc limit 1`);
    const first = await get<Page>(`/api/searchbycategory/${category!.id}`);
    expect(first.status).toBe(200);
    expect(first.body.result_value).toHaveLength(16);
    expect(first.body.meta).toEqual({ hasMore: true, currentPage: 1 });

    const all = await allPages(`/api/searchbycategory/${category!.id}?limit=7`);
    expect(all).toHaveLength(category!.count);
    expect(new Set(all.map((l) => l._id)).size).toBe(category!.count);
    for (const l of all) expect(l.categoryId).toBe(category!.id);
    const times = all.map((l) => -Date.parse(l.publishedAt));
    expect(isSorted(times)).toBe(true);
    expect(all.slice(0, 16)).toEqual(first.body.result_value);
  });

  it("never lists drafts", async () => {
    const [draft] = await rows<{ id: string; category_id: string }>(
      sql`select id, category_id from listings where status = 'draft' limit 1`,
    );
    expect(draft).toBeDefined();
    const all = await allPages(`/api/searchbycategory/${draft!.category_id}?limit=100`);
    expect(all.map((l) => l._id)).not.toContain(draft!.id);
  });

  it("answers 404 for an unknown category and 400 for a malformed id, bad paging or unknown params", async () => {
    const unknown = await get<ErrorBody>("/api/searchbycategory/00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ result: 0, message: "Category not found." });
    const [category] = await rows<{ id: string }>(sql`select id from categories limit 1`);
    for (const [url, field] of [
      ["/api/searchbycategory/not-a-uuid", "categoryId"],
      [`/api/searchbycategory/${category!.id}?limit=101`, "limit"],
      [`/api/searchbycategory/${category!.id}?page=-1`, "page"],
      [`/api/searchbycategory/${category!.id}?sort=price`, "querystring"],
    ] as const) {
      const { status, body } = await get<ErrorBody>(url);
      expect(status, url).toBe(400);
      expect(body.result).toBe(0);
      expect(Object.keys(body.errors ?? {}).join(), url).toContain(field);
    }
  });
});

describe("GET /api/listings", () => {
  it("lists a subcategory's published listings newest first, paged with a cap of 100", async () => {
    const sub = await busiestSubcategory();
    const all = await allPages(`/api/listings?subcategoryId=${sub.id}&limit=2`);
    expect(all).toHaveLength(sub.count);
    for (const l of all) expect(l.subcategoryId).toBe(sub.id);
    expect(isSorted(all.map((l) => -Date.parse(l.publishedAt)))).toBe(true);
    expect(Object.keys(all[0]!).sort()).toEqual(
      [
        "_id",
        "address",
        "categoryId",
        "city",
        "coverImage",
        "currency",
        "featured",
        "kind",
        "latitude",
        "longitude",
        "name",
        "priceCents",
        "publishedAt",
        "ratingAverage",
        "ratingCount",
        "subcategoryId",
      ].sort(),
    );
    for (const url of [
      `/api/listings?subcategoryId=${sub.id}&limit=101`,
      `/api/listings?subcategoryId=${sub.id}&page=-1`,
      `/api/listings?subcategoryId=${sub.id}&color=red`,
      `/api/listings?subcategoryId=${sub.id}&sort=distance`,
      `/api/listings?subcategoryId=${sub.id}&near=91,0`,
      `/api/listings?subcategoryId=${sub.id}&minPrice=500&maxPrice=100`,
      `/api/listings?subcategoryId=nope`,
    ]) {
      const { status, body } = await get<ErrorBody>(url);
      expect(status, url).toBe(400);
      expect(body.result).toBe(0);
    }
  });

  it("filters by price (in cents) and sorts by price both ways, ties by id", async () => {
    const sub = await busiestSubcategory(sql`price_cents is not null`);
    const [{ median } = { median: 0 }] = await rows<{ median: number }>(sql`
      select (percentile_disc(0.5) within group (order by price_cents))::int as median from listings
      where subcategory_id = ${sub.id} and status = 'published' and price_cents is not null`);
    const ascending = await allPages(`/api/listings?subcategoryId=${sub.id}&sort=price_asc&limit=100`);
    const priced = ascending.filter((l) => l.priceCents !== null);
    expect(priced.length).toBe(sub.count);
    expect(isSorted(priced.map((l) => l.priceCents!))).toBe(true);
    // Listings without a price come last.
    expect(ascending.slice(priced.length).every((l) => l.priceCents === null)).toBe(true);

    const descending = await allPages(`/api/listings?subcategoryId=${sub.id}&sort=price_desc&limit=100`);
    expect(isSorted(descending.filter((l) => l.priceCents !== null).map((l) => -l.priceCents!))).toBe(true);

    const cheap = await allPages(`/api/listings?subcategoryId=${sub.id}&maxPrice=${median}&sort=price_asc`);
    const dear = await allPages(`/api/listings?subcategoryId=${sub.id}&minPrice=${median + 1}`);
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((l) => l.priceCents !== null && l.priceCents <= median)).toBe(true);
    expect(dear.every((l) => l.priceCents !== null && l.priceCents > median)).toBe(true);
    expect(cheap.length + dear.length).toBe(sub.count);
  });

  it("sorts by distance from `near`, nearest first, with distanceKm", async () => {
    const sub = await busiestSubcategory(sql`latitude is not null`);
    const [origin] = await rows<{ latitude: number; longitude: number }>(sql`
      select latitude, longitude from listings where subcategory_id = ${sub.id} and latitude is not null
      order by id limit 1`);
    const near = `${origin!.latitude},${origin!.longitude}`;
    const found = await allPages(`/api/listings?subcategoryId=${sub.id}&near=${near}&sort=distance&limit=3`);
    expect(found).toHaveLength(sub.count);
    expect(found[0]!.distanceKm).toBeCloseTo(0, 2);
    const distances = found.filter((l) => l.distanceKm !== null).map((l) => l.distanceKm!);
    expect(isSorted(distances)).toBe(true);
    expect(distances.at(-1)!).toBeGreaterThan(0);
  });

  it("keeps only the listings open now (UTC)", async () => {
    const sub = await busiestSubcategory(sql`opening_hours is not null`);
    const hours = await rows<{ id: string; opening_hours: Hours }>(sql`
      select id, opening_hours from listings where subcategory_id = ${sub.id} and status = 'published'`);
    const openAt = (at: Date) => {
      const time = at.toISOString().slice(11, 16);
      const spans = (h: Hours) => h?.[String(at.getUTCDay())] ?? [];
      return hours
        .filter((l) => spans(l.opening_hours).some((s) => s.open <= time && time < s.close))
        .map((l) => l.id)
        .sort();
    };
    const before = openAt(new Date());
    const found = (await allPages(`/api/listings?subcategoryId=${sub.id}&openNow=true&limit=100`)).map((l) => l._id);
    const after = openAt(new Date());
    // A minute may turn between the two clocks; the answer matches one of them.
    expect([before, after]).toContainEqual([...found].sort());
    const everything = await allPages(`/api/listings?subcategoryId=${sub.id}&openNow=false&limit=100`);
    expect(everything).toHaveLength(hours.length);
  });

  it("narrows by q and ranks an exact name first", async () => {
    const sub = await busiestSubcategory();
    const [target] = await rows<{ id: string; name: string }>(sql`
      select id, name from listings where subcategory_id = ${sub.id} and status = 'published' order by id limit 1`);
    const { body } = await get<Page>(
      `/api/listings?subcategoryId=${sub.id}&q=${encodeURIComponent(target!.name)}&sort=relevance`,
    );
    expect(body.result_value[0]!._id).toBe(target!.id);
    const none = await get<Page>(`/api/listings?subcategoryId=${sub.id}&q=zzqxv`);
    expect(none.body.result_value).toEqual([]);
  });
});

describe("GET /api/listings/:id", () => {
  it("shows a published listing with contact, hours, vendor name and category names, never the vendor's email", async () => {
    const [row] = await rows<{ id: string; vendor_email: string; vendor_phone: string | null; category: string }>(sql`
      select l.id, u.email as vendor_email, u.phone as vendor_phone, c.name as category
      from listings l join users u on u.id = l.vendor_id join categories c on c.id = l.category_id
      where l.status = 'published' and l.opening_hours is not null order by l.id limit 1`);
    const res = await s.t.app.inject({ method: "GET", url: `/api/listings/${row!.id}` });
    expect(res.statusCode).toBe(200);
    const { result_value: listing } = res.json<{ result_value: Record<string, unknown> }>();
    expect(listing).toMatchObject({ _id: row!.id, categoryName: row!.category });
    expect(Object.keys(listing.contact as object).sort()).toEqual(["email", "phone", "website"]);
    expect(Object.keys(listing.vendor as object).sort()).toEqual(["_id", "memberSince", "name", "verified"]);
    expect(listing.openingHours).toBeTypeOf("object");
    expect(listing.subcategoryName).toBeTypeOf("string");
    expect(listing.description).toBeTypeOf("string");
    expect(res.body).not.toContain(row!.vendor_email);
    if (row!.vendor_phone) expect(res.body).not.toContain(row!.vendor_phone);
    expect(res.body).not.toMatch(/password|session|hash/i);
  });

  it("answers 404 for a draft or unknown listing and 400 for a malformed id", async () => {
    const [draft] = await rows<{ id: string }>(sql`select id from listings where status = 'draft' limit 1`);
    for (const id of [draft!.id, "00000000-0000-4000-8000-000000000000"]) {
      for (const url of [`/api/listings/${id}`, `/api/listings/${id}/gallery`]) {
        const { status, body } = await get<ErrorBody>(url);
        expect(status, url).toBe(404);
        expect(body).toEqual({ result: 0, message: "Listing not found." });
      }
    }
    expect((await get<ErrorBody>("/api/listings/42")).status).toBe(400);
  });
});

describe("GET /api/listings/:id/gallery", () => {
  it("answers the cover image as the only entry until vendors upload galleries", async () => {
    const [row] = await rows<{ id: string; name: string; cover_image: string }>(sql`
      select id, name, cover_image from listings where status = 'published' and cover_image is not null limit 1`);
    const { status, body } = await get<{ result: number; result_value: unknown[] }>(`/api/listings/${row!.id}/gallery`);
    expect(status).toBe(200);
    expect(body).toEqual({ result: 1, result_value: [{ url: row!.cover_image, caption: row!.name }] });
  });
});
