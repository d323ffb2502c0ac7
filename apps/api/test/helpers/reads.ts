import type { SQL } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { createTestApp, type TestApp } from "./test-app.ts";

export type ErrorBody = { result: number; message: string; errors?: Record<string, string[]> };
export type Page<Item> = { result: number; result_value: Item[]; meta: { hasMore: boolean; currentPage: number } };

/** A well-formed id that no row has. */
export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/**
 * GETs against the test app, raw SQL against its database, and every page of a paged list
 * (each page checked for status 200 and its page number). `app` is read at call time, as the
 * test app is made in `beforeAll`.
 */
export function readersOf<Item>(app: () => TestApp) {
  async function get<T>(url: string) {
    const res = await app().app.inject({ method: "GET", url });
    return { status: res.statusCode, body: res.json<T>(), text: res.body };
  }
  async function rows<T>(query: SQL): Promise<T[]> {
    return ((await app().database.db.execute(query)) as unknown as { rows: T[] }).rows;
  }
  async function allPages(url: string): Promise<Item[]> {
    const found: Item[] = [];
    for (let page = 1; ; page++) {
      const { status, body } = await get<Page<Item>>(`${url}${url.includes("?") ? "&" : "?"}page=${page}`);
      expect(status, url).toBe(200);
      expect(body.meta.currentPage).toBe(page);
      found.push(...body.result_value);
      if (!body.meta.hasMore) return found;
    }
  }
  return { get, rows, allPages };
}

/**
 * A test file's own app, built before its tests and closed after them (`s.t`, filled in by
 * `beforeAll`), with the readers above.
 */
export function useReadTestApp<Item>() {
  const s = {} as { t: TestApp };
  beforeAll(async () => {
    s.t = await createTestApp();
  });
  afterAll(() => s.t?.close());
  return { s, ...readersOf<Item>(() => s.t) };
}
