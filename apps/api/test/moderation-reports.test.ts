import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportMessages } from "@mp/contracts/report";
import { bearer, createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { makeFreelancer } from "./helpers/hiring.ts";
import { newClient, postJob } from "./helpers/jobs.ts";
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

type ErrorBody = { result: number; message: string; errors?: Record<string, string[]> };
type ReportRow = {
  reporter_id: string;
  target_id: string;
  owner_id: string;
  reason: string;
  note: string;
  status: string;
};

let t: VendorTestApp;
let ids: { categoryId: string; subcategoryId: string };
let vendor: Account;
let reporter: Account;
let listingId: string;

beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  ids = await catalogue(t.database);
  [vendor, reporter] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
  listingId = (await createPublishedListing(t.app, vendor.token, ids)).listing._id;
});
afterAll(() => t?.close());

const report = (token: string | undefined, payload: object) =>
  callApi<ErrorBody>(t.app, "POST", "/api/reports", token, payload);
const reportsOf = (targetId: string) =>
  rows<ReportRow>(t.database, sql`select * from reports where target_id = ${targetId} order by created_at`);

describe("POST /api/reports", () => {
  it("files one open report with the owner, and a repeat thanks again without a second row", async () => {
    const body = {
      targetType: "listing",
      targetId: listingId,
      reason: "scam",
      note: "  Asks for payment by gift card.  ",
    };
    const first = await report(reporter.token, body);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ result: 1, result_value: { message: reportMessages.thanks } });
    const again = await report(reporter.token, { ...body, reason: "spam" });
    expect(again.status).toBe(200);
    const stored = await reportsOf(listingId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      reporter_id: reporter.user._id,
      owner_id: vendor.user._id,
      reason: "scam",
      note: "Asks for payment by gift card.",
      status: "open",
    });
  });

  it("asks for an account", async () => {
    const res = await report(undefined, { targetType: "listing", targetId: listingId, reason: "spam" });
    expect(res.status).toBe(401);
  });

  it("refuses one's own content with 409 and stores nothing", async () => {
    const res = await report(vendor.token, { targetType: "listing", targetId: listingId, reason: "spam" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(reportMessages.ownContent);
    expect((await reportsOf(listingId)).filter((r) => r.reporter_id === vendor.user._id)).toEqual([]);
  });

  it("answers 404 for what does not exist or is not public: a missing id, a draft, a kind mismatch", async () => {
    const draft = await createListing(t.app, vendor.token, listingBody(ids));
    for (const payload of [
      { targetType: "listing", targetId: randomUUID(), reason: "spam" },
      { targetType: "listing", targetId: draft._id, reason: "spam" },
      { targetType: "job", targetId: listingId, reason: "spam" },
      { targetType: "freelancer", targetId: listingId, reason: "spam" },
    ]) {
      const res = await report(reporter.token, payload);
      expect(res.status, JSON.stringify(payload)).toBe(404);
      expect(res.body.message).toBe(reportMessages.notFound);
    }
    expect(await reportsOf(draft._id)).toEqual([]);
  });

  it("refuses hostile input with 400 before it looks anything up", async () => {
    const cases: object[] = [
      { targetType: "listing", targetId: listingId, reason: "spam", note: "x".repeat(1001) },
      { targetType: "listing", targetId: "x".repeat(10_000), reason: "spam" },
      { targetType: "listing", targetId: "not-a-uuid", reason: "spam" },
      { targetType: "user", targetId: listingId, reason: "spam" },
      { targetType: "listing", targetId: listingId, reason: "boring" },
      { targetType: "listing", targetId: listingId },
      { targetType: "listing", targetId: listingId, reason: "spam", extra: 1 },
      { targetType: "listing", targetId: listingId, reason: "spam", note: { $gt: "" } },
    ];
    for (const payload of cases) {
      const res = await report(reporter.token, payload);
      expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.body.result).toBe(0);
    }
    const longest = await report(reporter.token, {
      targetType: "listing",
      targetId: listingId,
      reason: "other",
      note: "y".repeat(1000),
    });
    // The open report of the first test stands: this is a repeat, answered the same.
    expect(longest.status).toBe(200);
  });

  it("takes reports of jobs, freelancers and clients by the ids their pages use", async () => {
    const client = await newClient(t.app, t.database, "Harbor Bakery");
    const jobId = await postJob(t.app, t.database, client);
    const freelancer = await createAccount(t.app);
    await makeFreelancer(t.database, freelancer.user._id, "Grace Hopper");
    for (const [targetType, targetId, ownerId] of [
      ["job", jobId, client.user._id],
      ["freelancer", freelancer.user._id, freelancer.user._id],
      ["client", client.user._id, client.user._id],
    ] as const) {
      const res = await report(reporter.token, { targetType, targetId, reason: "offensive" });
      expect(res.status, targetType).toBe(200);
      const [row] = await rows<ReportRow>(
        t.database,
        sql`select * from reports where target_type = ${targetType} and reporter_id = ${reporter.user._id}`,
      );
      expect(row?.owner_id).toBe(ownerId);
    }
  });

  it("allows 10 reports an hour, then answers 429 with a clear message and stores nothing", async () => {
    const busy = await createAccount(t.app);
    // The demo catalogue's published listings: someone else's, public.
    const listings = (
      await rows<{ id: string }>(
        t.database,
        // Not this file's own listing, whose report count the queue test checks.
        sql`select id from listings where status = 'published' and id <> ${listingId} order by id limit 11`,
      )
    ).map((row) => row.id);
    for (const id of listings.slice(0, 10)) {
      expect((await report(busy.token, { targetType: "listing", targetId: id, reason: "spam" })).status).toBe(200);
    }
    const refused = await report(busy.token, { targetType: "listing", targetId: listings[10], reason: "spam" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(reportMessages.throttled);
    expect(await reportsOf(listings[10]!)).toEqual([]);
  });

  it("allows 50 reports a day", async () => {
    const busy = await createAccount(t.app);
    // Reports filed earlier today (two hours ago: outside the hour, inside the day).
    await t.database.db
      .execute(sql`insert into reports (reporter_id, target_type, target_id, owner_id, reason, created_at)
      select ${busy.user._id}, 'banner_ad', gen_random_uuid(), ${vendor.user._id}, 'spam', now() - interval '2 hours'
      from generate_series(1, 50)`);
    const res = await report(busy.token, { targetType: "listing", targetId: listingId, reason: "spam" });
    expect(res.status).toBe(429);
  });
});

describe("the admin queue's access", () => {
  it("answers 403 to a signed-in user who is not an admin, and lists for an admin", async () => {
    const user = await createAccount(t.app);
    for (const [method, url] of [
      ["GET", "/api/admin/reports"],
      ["POST", "/api/admin/reports/hide"],
      ["POST", "/api/admin/reports/dismiss"],
      ["POST", "/api/admin/reports/restore"],
    ] as const) {
      const payload = { targetType: "listing", targetId: listingId, note: "Scam." };
      const res = await t.app.inject({
        method,
        url,
        headers: bearer(user.token),
        ...(method === "POST" ? { payload } : {}),
      });
      expect(res.statusCode, url).toBe(403);
    }
    expect(await rows(t.database, sql`select 1 from audit_log`)).toEqual([]);
    const admin = await createAccount(t.app);
    await makeAdmin(t.database, admin.user._id);
    const listed = await callApi<{ result_value: { targetId: string; reportCount: number; title: string }[] }>(
      t.app,
      "GET",
      "/api/admin/reports?status=open&targetType=listing",
      admin.token,
    );
    expect(listed.status).toBe(200);
    const entry = listed.body.result_value.find((item) => item.targetId === listingId);
    expect(entry).toMatchObject({ reportCount: 1, title: listingBody(ids).name });
  });
});
