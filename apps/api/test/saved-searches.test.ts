import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SAVED_SEARCHES, type SavedSearch } from "@mp/contracts/saved-search";
import { createAccount, type Account } from "./helpers/accounts.ts";
import { callApi, catalogue, createVendorTestApp, rows, type ErrorBody, type VendorTestApp } from "./helpers/vendor.ts";

let t: VendorTestApp;
let ids: Awaited<ReturnType<typeof catalogue>>;
let owner: Account;
let stranger: Account;

beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  ids = await catalogue(t.database);
  [owner, stranger] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
});
afterAll(() => t?.close());

type Saved = { result: 1; result_value: SavedSearch };

const body = (overrides: object = {}) => ({
  kind: "listings",
  name: "Bakeries near me",
  path: "/search",
  params: { q: "bakery" },
  frequency: "daily",
  ...overrides,
});

const save = (token: string | undefined, payload: object) =>
  callApi<Saved & ErrorBody>(t.app, "POST", "/api/saved-searches", token, payload);

const countOf = async (userId: string) =>
  (
    await rows<{ n: number }>(t.database, sql`select count(*)::int as n from saved_searches where user_id = ${userId}`)
  )[0]!.n;

describe("saving a search", () => {
  it("saves a search page's URL state and lists it, newest first", async () => {
    const account = await createAccount(t.app);
    const first = await save(account.token, body());
    expect(first.status).toBe(201);
    expect(first.body.result_value).toMatchObject({
      kind: "listings",
      name: "Bakeries near me",
      path: "/search",
      params: { q: "bakery" },
      frequency: "daily",
      lastMailedAt: null,
    });
    const second = await save(
      account.token,
      body({
        kind: "jobs",
        name: "Remote bookkeeping",
        path: "/findjob",
        params: { q: "bookkeeping", categoryId: ids.categoryId, minBudget: "250.50", remote: "true" },
        frequency: "instant",
      }),
    );
    expect(second.status).toBe(201);
    const list = await callApi<{ result_value: SavedSearch[] }>(t.app, "GET", "/api/saved-searches", account.token);
    expect(list.status).toBe(200);
    expect(list.body.result_value.map((s) => s.name)).toEqual(["Remote bookkeeping", "Bakeries near me"]);
    const [row] = await rows<{ user_id: string; checked_until: Date; created_at: Date }>(
      t.database,
      sql`select user_id, checked_until, created_at from saved_searches where id = ${second.body.result_value._id}`,
    );
    expect(row!.user_id).toBe(account.user._id);
    // Only what is published after the save is a candidate.
    expect(new Date(row!.checked_until).getTime()).toBe(new Date(row!.created_at).getTime());
  });

  it("accepts each savable page with its own keys", async () => {
    const account = await createAccount(t.app);
    const pages = [
      {
        kind: "listings",
        path: "/products",
        params: { subcategoryId: ids.subcategoryId, name: "Bakeries", min: "5", max: "20.5", open: "1" },
      },
      { kind: "listings", path: "/ourproducts", params: { categoryId: ids.categoryId } },
      { kind: "jobs", path: "/search", params: { q: "bookkeeper", kind: "jobs" } },
      { kind: "listings", path: "/search", params: { q: "bread", kind: "all", categoryId: ids.categoryId } },
    ];
    for (const page of pages) expect((await save(account.token, body(page))).status).toBe(201);
    expect(await countOf(account.user._id)).toBe(pages.length);
  });

  it("needs a signed-in user", async () => {
    const res = await save(undefined, body());
    expect(res.status).toBe(401);
  });

  it("refuses hostile and unrunnable parameters, saving nothing", async () => {
    const account = await createAccount(t.app);
    const cases: [object, string, string][] = [
      [{ path: "/admin" }, "path", "This page cannot be saved."],
      [{ path: "/products", params: { subcategoryId: "nope" } }, "params.subcategoryId", "Invalid subcategory id."],
      [{ params: { q: "" } }, "params.q", "Please type something to search for."],
      [{ params: { q: "x".repeat(101) } }, "params.q", "The search text is too long (100 characters at most)."],
      [{ params: { q: "bread", page: "2" } }, "params.page", "This page has no such filter."],
      [
        { params: { q: "bread", __proto__: "x", constructor: "y" } },
        "params.constructor",
        "This page has no such filter.",
      ],
      [{ params: { q: "bread", kind: "freelancers" } }, "params.kind", "Alerts are sent for listings and jobs only."],
      [{ params: { q: "bread", kind: "jobs" } }, "kind", "This page lists other things than the kind chosen."],
      [{ kind: "jobs", path: "/findjob", params: { minBudget: "-5" } }, "params.minBudget", ""],
      [
        { path: "/products", params: { subcategoryId: ids.subcategoryId, min: "30", max: "10" } },
        "params.min",
        "minPrice is above maxPrice.",
      ],
      [{ name: "   " }, "name", "Enter a name."],
      [{ name: "n".repeat(101) }, "name", "The name is too long (100 characters at most)."],
      [{ frequency: "hourly" }, "frequency", "Choose how often to be told."],
      [
        { params: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, "v"])) },
        "params",
        "Too many parameters.",
      ],
      [{ params: { q: "a".repeat(5_000) } }, "params.q", ""],
      [{ params: ["q", "bread"] }, "params", ""],
      [{ extra: true }, "", ""],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await save(account.token, body(overrides));
      expect(res.status, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      if (field) expect(Object.keys(res.body.errors ?? {}), field).toContain(field);
      if (message) expect(res.body.errors?.[field]).toContain(message);
    }
    expect(await countOf(account.user._id)).toBe(0);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per person (409), even when saved at once`, async () => {
    const account = await createAccount(t.app);
    const results = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 3 }, (_, i) => save(account.token, body({ name: `Search ${i}` }))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body.message).toBe(
      `You can keep ${MAX_SAVED_SEARCHES} saved searches at most. Delete one to save another.`,
    );
    expect(await countOf(account.user._id)).toBe(MAX_SAVED_SEARCHES);
  });
});

describe("changing and deleting", () => {
  let saved: SavedSearch;
  beforeAll(async () => {
    saved = (await save(owner.token, body())).body.result_value;
  });

  it("renames it and changes its frequency", async () => {
    const res = await callApi<Saved>(t.app, "PATCH", `/api/saved-searches/${saved._id}`, owner.token, {
      name: "Bread",
      frequency: "instant",
    });
    expect(res.status).toBe(200);
    expect(res.body.result_value).toMatchObject({ _id: saved._id, name: "Bread", frequency: "instant" });
    const refused = await callApi<ErrorBody>(t.app, "PATCH", `/api/saved-searches/${saved._id}`, owner.token, {});
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Change the name or the frequency.");
    const sneaky = await callApi<ErrorBody>(t.app, "PATCH", `/api/saved-searches/${saved._id}`, owner.token, {
      params: { q: "else" },
    });
    expect(sneaky.status).toBe(400);
  });

  it("answers 404 to another user's id and to an unknown one, changing nothing", async () => {
    const url = `/api/saved-searches/${saved._id}`;
    const patch = await callApi<ErrorBody>(t.app, "PATCH", url, stranger.token, { name: "Mine now" });
    expect(patch.status).toBe(404);
    expect(patch.body.message).toBe("Saved search not found.");
    const del = await callApi<ErrorBody>(t.app, "DELETE", url, stranger.token);
    expect(del.status).toBe(404);
    expect((await callApi(t.app, "DELETE", `/api/saved-searches/${randomUUID()}`, owner.token)).status).toBe(404);
    expect((await callApi(t.app, "DELETE", `/api/saved-searches/not-a-uuid`, owner.token)).status).toBe(400);
    const list = await callApi<{ result_value: SavedSearch[] }>(t.app, "GET", "/api/saved-searches", stranger.token);
    expect(list.body.result_value).toEqual([]);
    const [row] = await rows<{ name: string }>(
      t.database,
      sql`select name from saved_searches where id = ${saved._id}`,
    );
    expect(row?.name).toBe("Bread");
  });

  it("deletes one's own", async () => {
    const res = await callApi<{ result_value: { _id: string } }>(
      t.app,
      "DELETE",
      `/api/saved-searches/${saved._id}`,
      owner.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.result_value._id).toBe(saved._id);
    expect(await rows(t.database, sql`select 1 from saved_searches where id = ${saved._id}`)).toHaveLength(0);
    expect((await callApi(t.app, "DELETE", `/api/saved-searches/${saved._id}`, owner.token)).status).toBe(404);
  });
});
