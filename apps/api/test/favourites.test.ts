import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { favouriteMessages } from "@mp/contracts/favourite";
import { createAccount, type Account } from "./helpers/accounts.ts";
import { insertJob, makeFreelancer } from "./helpers/hiring.ts";
import {
  callApi,
  catalogue,
  createListing,
  createPublishedListing,
  createVendorTestApp,
  listingBody,
  rows,
  type VendorTestApp,
} from "./helpers/vendor.ts";

let t: VendorTestApp;
let vendor: Account;
let fan: Account;
let stranger: Account;
let listingId: string;
let draftId: string;
let jobId: string;
let closedJobId: string;
let freelancerId: string;
let ids: Awaited<ReturnType<typeof catalogue>>;

type Body = { result: number; message?: string; result_value?: unknown; errors?: Record<string, string[]> };
const call = (method: string, url: string, who: Account | null) => callApi<Body>(t.app, method, url, who?.token);
const save = (type: string, id: string, who: Account = fan) => call("PUT", `/api/favourites/${type}/${id}`, who);
const unsave = (type: string, id: string, who: Account = fan) => call("DELETE", `/api/favourites/${type}/${id}`, who);

const countRows = async (userId: string) =>
  (await rows<{ n: number }>(t.database, sql`select count(*)::int as n from favourites where user_id = ${userId}`))[0]!
    .n;
const savesOf = async (id: string) =>
  (
    await rows<{ n: number }>(
      t.database,
      sql`select coalesce(sum(saves), 0)::int as n from listing_daily_stats where listing_id = ${id}`,
    )
  )[0]!.n;

beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  ids = await catalogue(t.database);
  [vendor, fan, stranger] = await Promise.all([createAccount(t.app), createAccount(t.app), createAccount(t.app)]);
  listingId = (await createPublishedListing(t.app, vendor.token, ids, { name: "Harbor Bakery" })).listing._id;
  draftId = (await createListing(t.app, vendor.token, listingBody(ids)))._id;
  jobId = await insertJob(t.database, vendor.user._id);
  closedJobId = await insertJob(t.database, vendor.user._id, "closed");
  await makeFreelancer(t.database, vendor.user._id, "Vera Vendor");
  const [profile] = await rows<{ id: string }>(
    t.database,
    sql`select id from freelancers where user_id = ${vendor.user._id}`,
  );
  freelancerId = profile!.id;
});
afterAll(() => t?.close());

describe("saving and unsaving", () => {
  it("saves a listing once however often it is asked, and counts one save on today's stats", async () => {
    const first = await save("listing", listingId);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ result: 1, result_value: { saved: true } });
    expect((await save("listing", listingId)).body).toEqual({ result: 1, result_value: { saved: true } });
    expect(await countRows(fan.user._id)).toBe(1);
    expect(await savesOf(listingId)).toBe(1);
  });

  it("keeps one row and one save when the same save arrives twice at once", async () => {
    const other = await createAccount(t.app);
    const before = await savesOf(listingId);
    const answers = await Promise.all([save("listing", listingId, other), save("listing", listingId, other)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await countRows(other.user._id)).toBe(1);
    expect(await savesOf(listingId)).toBe(before + 1);
  });

  it("unsaves idempotently and leaves the day's save count as it was", async () => {
    const other = await createAccount(t.app);
    await save("listing", listingId, other);
    const before = await savesOf(listingId);
    expect((await unsave("listing", listingId, other)).body).toEqual({ result: 1, result_value: { saved: false } });
    expect((await unsave("listing", listingId, other)).status).toBe(200);
    expect(await countRows(other.user._id)).toBe(0);
    expect(await savesOf(listingId)).toBe(before);
    // Saving again is a new save.
    await save("listing", listingId, other);
    expect(await savesOf(listingId)).toBe(before + 1);
  });

  it("saves an open job and a visible freelancer by their profile id", async () => {
    expect((await save("job", jobId)).status).toBe(200);
    expect((await save("freelancer", freelancerId)).status).toBe(200);
    // A freelancer's user id is not their profile's id.
    expect((await save("freelancer", vendor.user._id)).status).toBe(404);
  });

  it("answers 404 for a draft, a hidden listing, a closed or hidden job, a hidden freelancer and a missing id", async () => {
    const hidden = (await createPublishedListing(t.app, vendor.token, ids)).listing._id;
    await t.database.db.execute(
      sql`update listings set hidden_at = now(), hidden_cause = 'moderation' where id = ${hidden}`,
    );
    const hiddenJob = await insertJob(t.database, vendor.user._id);
    await t.database.db.execute(
      sql`update jobs set hidden_at = now(), hidden_cause = 'moderation' where id = ${hiddenJob}`,
    );
    const hiddenFreelancer = await createAccount(t.app);
    await makeFreelancer(t.database, hiddenFreelancer.user._id);
    await t.database.db.execute(
      sql`update freelancers set hidden_at = now(), hidden_cause = 'suspension' where user_id = ${hiddenFreelancer.user._id}`,
    );
    const [hiddenProfile] = await rows<{ id: string }>(
      t.database,
      sql`select id from freelancers where user_id = ${hiddenFreelancer.user._id}`,
    );
    const cases: [string, string][] = [
      ["listing", draftId],
      ["listing", hidden],
      ["listing", randomUUID()],
      ["job", closedJobId],
      ["job", hiddenJob],
      ["freelancer", hiddenProfile!.id],
      ["job", listingId],
    ];
    const other = await createAccount(t.app);
    for (const [type, id] of cases) {
      const res = await save(type, id, other);
      expect(res.status, `${type} ${id}`).toBe(404);
      expect(res.body.message).toBe(favouriteMessages.notFound);
    }
    expect(await countRows(other.user._id)).toBe(0);
  });

  it("refuses hostile kinds and ids with 400 and writes nothing", async () => {
    const other = await createAccount(t.app);
    for (const url of [
      `/api/favourites/user/${listingId}`,
      `/api/favourites/listing/not-a-uuid`,
      `/api/favourites/listing/${"a".repeat(60)}`,
      `/api/favourites/listing/${listingId}'%20or%201=1`,
      `/api/favourites/LISTING/${listingId}`,
    ]) {
      const res = await call("PUT", url, other);
      expect(res.status, url).toBe(400);
      expect(res.body.result).toBe(0);
    }
    expect((await call("PUT", `/api/favourites/user/${listingId}`, other)).body.message).toBe(
      favouriteMessages.invalidType,
    );
    expect(await countRows(other.user._id)).toBe(0);
  });

  it("needs a signed-in user", async () => {
    expect((await call("PUT", `/api/favourites/listing/${listingId}`, null)).status).toBe(401);
    expect((await call("GET", "/api/favourites", null)).status).toBe(401);
  });
});

describe("the saved list", () => {
  it("lists the user's own items of one kind newest first, with what the cards need, and drops hidden ones", async () => {
    const reader = await createAccount(t.app);
    const second = (await createPublishedListing(t.app, vendor.token, ids, { name: "Second Shop" })).listing._id;
    await save("listing", listingId, reader);
    await save("listing", second, reader);
    await save("job", jobId, reader);
    const res = await call("GET", "/api/favourites?type=listing", reader);
    expect(res.status).toBe(200);
    const page = res.body as unknown as {
      result_value: { type: string; items: { _id: string; name: string; coverImage: string; savedAt: string }[] };
      meta: { hasMore: boolean };
    };
    expect(page.result_value.type).toBe("listing");
    expect(page.result_value.items.map((item) => item.name)).toEqual(["Second Shop", "Harbor Bakery"]);
    expect(page.result_value.items[0]!.coverImage).toBeTypeOf("string");
    expect(page.meta.hasMore).toBe(false);

    const jobs = (await call("GET", "/api/favourites?type=job", reader)).body as unknown as {
      result_value: { items: { _id: string; title: string; categoryName: string }[] };
    };
    expect(jobs.result_value.items.map((item) => item._id)).toEqual([jobId]);
    expect(jobs.result_value.items[0]!.categoryName).toBeTypeOf("string");

    // Hidden after the save: gone from the list, the row kept (it comes back if the listing does).
    await t.database.db.execute(
      sql`update listings set hidden_at = now(), hidden_cause = 'moderation' where id = ${second}`,
    );
    const after = (await call("GET", "/api/favourites?type=listing", reader)).body as unknown as typeof page;
    expect(after.result_value.items.map((item) => item._id)).toEqual([listingId]);
    expect(await countRows(reader.user._id)).toBe(3);
  });

  it("pages with hasMore and bounds the page size", async () => {
    const reader = await createAccount(t.app);
    await save("listing", listingId, reader);
    await save("job", jobId, reader);
    await save("freelancer", freelancerId, reader);
    const first = (await call("GET", "/api/favourites?type=freelancer&limit=1", reader)).body as unknown as {
      result_value: { type: string; items: { _id: string; fullName: string; rating: number }[] };
      meta: { hasMore: boolean; currentPage: number };
    };
    expect(first.result_value).toMatchObject({
      type: "freelancer",
      items: [{ _id: freelancerId, fullName: "Vera Vendor" }],
    });
    expect(first.meta).toEqual({ hasMore: false, currentPage: 1 });
    expect((await call("GET", "/api/favourites?type=listing&limit=1000", reader)).status).toBe(400);
    expect((await call("GET", "/api/favourites?type=secrets", reader)).status).toBe(400);
  });

  it("never shows another user's saved items", async () => {
    const mine = (await call("GET", "/api/favourites/mine", stranger)).body;
    expect(mine).toEqual({ result: 1, result_value: { listing: [], job: [], freelancer: [] } });
    const list = (await call("GET", "/api/favourites?type=listing", stranger)).body as unknown as {
      result_value: { items: unknown[] };
    };
    expect(list.result_value.items).toEqual([]);
  });

  it("answers the user's saved ids per kind for the hearts", async () => {
    const reader = await createAccount(t.app);
    await save("listing", listingId, reader);
    await save("freelancer", freelancerId, reader);
    const res = await call("GET", "/api/favourites/mine", reader);
    expect(res.body).toEqual({
      result: 1,
      result_value: { listing: [listingId], job: [], freelancer: [freelancerId] },
    });
  });
});

describe("counts for owners", () => {
  it("tells the owner how many saved each of their items, and nobody else", async () => {
    const unsaved = (await createPublishedListing(t.app, vendor.token, ids)).listing._id;
    const before = (await call("GET", `/api/favourites/counts?type=listing&ids=${listingId},${unsaved}`, vendor)).body;
    const counts = (before.result_value as { counts: Record<string, number> }).counts;
    expect(counts[unsaved]).toBe(0);
    expect(counts[listingId]).toBe(await countTargets(listingId));
    expect(counts[listingId]).toBeGreaterThanOrEqual(3);

    const byStranger = await call("GET", `/api/favourites/counts?type=listing&ids=${listingId},${unsaved}`, stranger);
    expect(byStranger.body).toEqual({ result: 1, result_value: { counts: {} } });
    const byFan = await call("GET", `/api/favourites/counts?type=job&ids=${jobId}`, fan);
    expect(byFan.body).toEqual({ result: 1, result_value: { counts: {} } });

    const job = (await call("GET", `/api/favourites/counts?type=job&ids=${jobId},${closedJobId}`, vendor)).body;
    expect((job.result_value as { counts: Record<string, number> }).counts).toEqual({
      [jobId]: await countTargets(jobId),
      [closedJobId]: 0,
    });
    const profile = (await call("GET", `/api/favourites/counts?type=freelancer&ids=${freelancerId}`, vendor)).body;
    expect((profile.result_value as { counts: Record<string, number> }).counts[freelancerId]).toBeGreaterThan(0);
  });

  it("refuses more than 100 ids, malformed ids and a missing type", async () => {
    const many = Array.from({ length: 101 }, () => randomUUID()).join(",");
    expect((await call("GET", `/api/favourites/counts?type=listing&ids=${many}`, vendor)).status).toBe(400);
    expect((await call("GET", `/api/favourites/counts?type=listing&ids=x,y`, vendor)).status).toBe(400);
    expect((await call("GET", `/api/favourites/counts?ids=${listingId}`, vendor)).status).toBe(400);
    expect((await call("GET", `/api/favourites/counts?type=listing&ids=${"9".repeat(20_000)}`, vendor)).status).toBe(
      400,
    );
  });
});

async function countTargets(id: string): Promise<number> {
  return (
    await rows<{ n: number }>(t.database, sql`select count(*)::int as n from favourites where target_id = ${id}`)
  )[0]!.n;
}
