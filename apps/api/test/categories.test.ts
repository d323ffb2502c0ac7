import { describe, expect, it } from "vitest";
import { useReadTestApp } from "./helpers/reads.ts";

type CategoryBody = {
  result: number;
  result_value: { _id: string; categoryName: string; icon: string }[];
  meta?: { hasMore: boolean; currentPage: number };
};

const { get } = useReadTestApp();

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe("GET /api/category", () => {
  it("pages the categories by name, 16 at a time", async () => {
    const all = await get<CategoryBody>("/api/category");
    expect(all.status).toBe(200);
    expect(all.body.result).toBe(1);
    expect(all.body.meta).toBeUndefined();
    expect(all.body.result_value.length).toBeGreaterThanOrEqual(30);

    const names: string[] = [];
    for (let page = 1; ; page++) {
      const { status, body } = await get<CategoryBody>(`/api/category?page=${page}&limit=16&search=`);
      expect(status).toBe(200);
      expect(body.meta?.currentPage).toBe(page);
      expect(body.result_value.length).toBeLessThanOrEqual(16);
      names.push(...body.result_value.map((c) => c.categoryName));
      if (!body.meta?.hasMore) break;
      expect(body.result_value).toHaveLength(16);
    }
    expect(names).toEqual(all.body.result_value.map((c) => c.categoryName));
    expect([...names].sort(byName)).toEqual(names);
  });

  it("answers each category with its id, name and icon only", async () => {
    const { body } = await get<CategoryBody>("/api/category?page=1&limit=16");
    for (const category of body.result_value) {
      expect(Object.keys(category).sort()).toEqual(["_id", "categoryName", "icon"]);
      expect(category.icon).toMatch(/^\/art\/icons\/[a-z0-9-]+\.svg$/);
    }
  });

  it("searches names anywhere, ignoring case, and treats % and _ literally", async () => {
    const all = await get<CategoryBody>("/api/category");
    const sample = all.body.result_value[3]!.categoryName;
    const fragment = sample.slice(1, 5).toUpperCase();
    const { body } = await get<CategoryBody>(`/api/category?page=1&limit=16&search=${encodeURIComponent(fragment)}`);
    expect(body.result_value.map((c) => c.categoryName)).toContain(sample);
    for (const c of body.result_value) expect(c.categoryName.toUpperCase()).toContain(fragment);

    const wildcard = await get<CategoryBody>("/api/category?page=1&limit=16&search=%25");
    expect(wildcard.body.result_value).toEqual([]);
    expect(wildcard.body.meta).toEqual({ hasMore: false, currentPage: 1 });
  });

  it("answers a page past the end with an empty list", async () => {
    const { status, body } = await get<CategoryBody>("/api/category?page=500&limit=16");
    expect(status).toBe(200);
    expect(body.result_value).toEqual([]);
    expect(body.meta?.hasMore).toBe(false);
  });

  it.each([
    ["a limit above 100", "/api/category?page=1&limit=101", "limit"],
    ["a zero limit", "/api/category?page=1&limit=0", "limit"],
    ["a negative page", "/api/category?page=-1&limit=16", "page"],
    ["a non-numeric page", "/api/category?page=abc&limit=16", "page"],
    ["a fractional page", "/api/category?page=1.5", "page"],
    ["an over-long search", `/api/category?page=1&search=${"x".repeat(101)}`, "search"],
  ])("refuses %s with a 400 naming the field", async (_, url, field) => {
    const { status, body } = await get<{ result: number; message: string; errors: Record<string, string[]> }>(url);
    expect(status).toBe(400);
    expect(body.result).toBe(0);
    expect(body.message).toBe("Invalid request.");
    expect(Object.keys(body.errors)).toContain(field);
  });

  it("refuses unknown query fields", async () => {
    const { status, body } = await get<{ result: number; errors: Record<string, string[]> }>(
      "/api/category?page=1&sort=desc",
    );
    expect(status).toBe(400);
    expect(body.result).toBe(0);
  });
});

describe("GET /api/getmaincategory", () => {
  it("lists every category by name", async () => {
    const main = await get<CategoryBody>("/api/getmaincategory");
    const all = await get<CategoryBody>("/api/category");
    expect(main.status).toBe(200);
    expect(main.body.result_value).toEqual(all.body.result_value);
  });
});

describe("GET /api/category-index", () => {
  it("answers every category by name with its subcategories, as the two per-category calls do, in one answer", async () => {
    const index = await get<{
      result: number;
      result_value: (CategoryBody["result_value"][number] & {
        subcategories: { _id: string; subCategoryName: string }[];
      })[];
    }>("/api/category-index");
    const all = await get<CategoryBody>("/api/category");
    expect(index.status).toBe(200);
    const categories = index.body.result_value.map(({ subcategories: _, ...category }) => category);
    const names = categories.map((category) => category.categoryName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true })));
    expect(categories).toHaveLength(all.body.result_value.length);
    expect(categories).toEqual(expect.arrayContaining(all.body.result_value));
    for (const entry of index.body.result_value.slice(0, 5)) {
      const subs = await get<{ result_value: { _id: string; subCategoryName: string }[] }>(
        `/api/subcategory/${entry._id}`,
      );
      expect(entry.subcategories).toEqual(
        subs.body.result_value.map(({ _id, subCategoryName }) => ({ _id, subCategoryName })),
      );
    }
  });
});

describe("GET /api/subcategory/:categoryId", () => {
  it("lists a category's subcategories sorted by name", async () => {
    const all = await get<CategoryBody>("/api/category");
    const category = all.body.result_value[0]!;
    const { status, body } = await get<{
      result: number;
      result_value: { _id: string; subCategoryName: string; subimage: string }[];
    }>(`/api/subcategory/${category._id}`);
    expect(status).toBe(200);
    expect(body.result).toBe(1);
    expect(body.result_value.length).toBeGreaterThan(0);
    const names = body.result_value.map((s) => s.subCategoryName);
    expect([...names].sort(byName)).toEqual(names);
    for (const s of body.result_value) expect(s.subimage).toMatch(/^\/art\/subcategories\/[a-z0-9-]+\.svg$/);
  });

  it("answers 404 for an unknown category and 400 for a malformed id", async () => {
    const unknown = await get<{ result: number; message: string }>(
      "/api/subcategory/00000000-0000-4000-8000-000000000000",
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ result: 0, message: "Category not found." });

    const malformed = await get<{ result: number; errors: Record<string, string[]> }>("/api/subcategory/not-a-uuid");
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toHaveProperty("categoryId");
  });
});
