import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportMessages } from "@mp/contracts/report";
import { createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { mailTo, makeFreelancer } from "./helpers/hiring.ts";
import { newClient, postJob } from "./helpers/jobs.ts";
import {
  callApi,
  catalogue,
  createPublishedListing,
  createVendorTestApp,
  rows,
  type VendorTestApp,
} from "./helpers/vendor.ts";

type ErrorBody = { result: number; message: string };
type Item = {
  targetId: string;
  reportCount: number;
  hiddenNote: string | null;
  title: string | null;
  path: string | null;
};
type Page<T> = { result_value: T; meta: { total: number } };

const NAME = "Zephyrquill Moderated Bindery";
const NOTE = "Sells counterfeit stamps.";

let t: VendorTestApp;
let ids: { categoryId: string; subcategoryId: string };
let vendor: Account;
let admin: Account;
let reporters: Account[];
let listingId: string;

beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off", PUBLIC_URL: "https://market.example.org" });
  ids = await catalogue(t.database);
  const accounts = await Promise.all([1, 2, 3, 4, 5].map(() => createAccount(t.app)));
  [vendor, admin] = [accounts[0]!, accounts[1]!];
  reporters = accounts.slice(2);
  await makeAdmin(t.database, admin.user._id);
  listingId = (await createPublishedListing(t.app, vendor.token, ids, { name: NAME })).listing._id;
  for (const [i, reporter] of reporters.entries()) {
    const res = await callApi(t.app, "POST", "/api/reports", reporter.token, {
      targetType: "listing",
      targetId: listingId,
      reason: i === 0 ? "spam" : "scam",
      note: `Report ${i + 1}`,
    });
    if (res.status !== 200) throw new Error(res.text);
  }
});
afterAll(() => t?.close());

const get = <T>(url: string, token?: string) => callApi<T>(t.app, "GET", url, token);
const act = (move: string, payload: object) =>
  callApi<ErrorBody & { result_value: { resolved: number } }>(
    t.app,
    "POST",
    `/api/admin/reports/${move}`,
    admin.token,
    payload,
  );
const queue = (status: string) => get<Page<Item[]>>(`/api/admin/reports?status=${status}&limit=50`, admin.token);

/** Where a visitor meets the listing: each answers whether it is there. */
async function publicPlaces(): Promise<Record<string, boolean>> {
  const word = "Zephyrquill";
  const detail = await get(`/api/listings/${listingId}`);
  const category = await get<{ result_value: { _id: string }[] }>(`/api/searchbycategory/${ids.categoryId}`);
  const browse = await get<{ result_value: { _id: string }[] }>(`/api/listings?q=${word}`);
  const search = await get<{ result_value: { listings: { _id: string }[] } }>(`/api/search?q=${word}`);
  const suggest = await get<{ result_value: { _id: string }[] }>(`/api/search/suggest?q=zephyrq`);
  const vendorPage = await get<{ result_value: { listings: { _id: string }[] } }>(`/api/vendors/${vendor.user._id}`);
  const index = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
  const files = [...index.body.matchAll(/<loc>[^<]*(\/sitemaps\/listings-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
  let inSitemap = false;
  for (const file of files) inSitemap ||= (await t.app.inject({ method: "GET", url: file })).body.includes(listingId);
  const has = (list: { _id: string }[]) => list.some((item) => item._id === listingId);
  return {
    detail: detail.status === 200,
    category: has(category.body.result_value),
    browse: has(browse.body.result_value),
    search: has(search.body.result_value.listings),
    suggest: has(suggest.body.result_value),
    // A vendor without a profile or a public listing has no page.
    vendorPage: vendorPage.status === 200 && has(vendorPage.body.result_value.listings),
    sitemap: inSitemap,
  };
}

const everywhere = {
  detail: true,
  category: true,
  browse: true,
  search: true,
  suggest: true,
  vendorPage: true,
  sitemap: true,
};
const nowhere = Object.fromEntries(Object.keys(everywhere).map((key) => [key, false]));

describe("hiding and restoring a listing", () => {
  it("queues the item once with its reports, reasons and a preview", async () => {
    const { status, body } = await queue("open");
    expect(status).toBe(200);
    const item = body.result_value.find((entry) => entry.targetId === listingId);
    expect(item).toMatchObject({
      reportCount: 3,
      title: NAME,
      path: `/productdetail/${listingId}`,
      reasons: [
        { reason: "scam", count: 2 },
        { reason: "spam", count: 1 },
      ],
      owner: { _id: vendor.user._id, email: vendor.email },
    });
  });

  it("requires a note to hide, and refuses an unknown item", async () => {
    const blank = await act("hide", { targetType: "listing", targetId: listingId, note: "   " });
    expect(blank.status).toBe(400);
    const long = await act("hide", { targetType: "listing", targetId: listingId, note: "n".repeat(1001) });
    expect(long.status).toBe(400);
    const missing = await act("hide", { targetType: "job", targetId: listingId, note: NOTE });
    expect(missing.status).toBe(404);
    expect(await publicPlaces()).toEqual(everywhere);
    expect(await rows(t.database, sql`select 1 from audit_log`)).toEqual([]);
  });

  it("takes it out of every public read at once, tells the owner and writes the audit row", async () => {
    expect(await publicPlaces()).toEqual(everywhere);
    const hidden = await act("hide", { targetType: "listing", targetId: listingId, note: NOTE });
    expect(hidden.status).toBe(200);
    expect(hidden.body.result_value).toEqual({ message: reportMessages.hidden, resolved: 3 });
    expect(await publicPlaces()).toEqual(nowhere);

    // The owner still sees it, and why, and cannot publish it back.
    const own = await get<{ result_value: { hidden: unknown; status: string } }>(
      `/api/vendor/listings/${listingId}`,
      vendor.token,
    );
    expect(own.body.result_value.hidden).toMatchObject({ cause: "moderation", note: NOTE });
    await callApi(t.app, "POST", `/api/vendor/listings/${listingId}/unpublish`, vendor.token);
    await callApi(t.app, "POST", `/api/vendor/listings/${listingId}/publish`, vendor.token);
    expect((await get(`/api/listings/${listingId}`)).status).toBe(404);

    const mail = await mailTo(`${t.dataDir}/mail`, vendor.email);
    expect(mail).toContain(NOTE);
    expect(mail).toContain("https://market.example.org/vendorproducts");
    const activity = await get<{ result_value: { type: string; detail: string; ip: string | null }[] }>(
      "/api/activitylog",
      vendor.token,
    );
    expect(activity.body.result_value[0]).toMatchObject({
      type: "content_hidden",
      detail: `listing "${NAME}": ${NOTE}`,
      ip: null,
    });
    const audit = await rows<{ action: string; actor_id: string; target_id: string; note: string }>(
      t.database,
      sql`select action, actor_id, target_id, note from audit_log`,
    );
    expect(audit).toEqual([{ action: "report.hide", actor_id: admin.user._id, target_id: listingId, note: NOTE }]);
    expect((await queue("open")).body.result_value.map((item) => item.targetId)).not.toContain(listingId);
    const inHidden = (await queue("hidden")).body.result_value.find((item) => item.targetId === listingId);
    expect(inHidden).toMatchObject({ reportCount: 3, hiddenNote: NOTE });

    const again = await act("hide", { targetType: "listing", targetId: listingId, note: NOTE });
    expect(again.status).toBe(409);
    // Nobody reports what the public cannot see.
    const late = await callApi<ErrorBody>(t.app, "POST", "/api/reports", reporters[0]!.token, {
      targetType: "listing",
      targetId: listingId,
      reason: "spam",
    });
    expect(late.status).toBe(404);
  });

  it("restores it everywhere, with its own mail, activity and audit rows", async () => {
    const restored = await act("restore", { targetType: "listing", targetId: listingId });
    expect(restored.status).toBe(200);
    expect(restored.body.result_value.resolved).toBe(3);
    expect(await publicPlaces()).toEqual(everywhere);
    const activity = await get<{ result_value: { type: string }[] }>("/api/activitylog", vendor.token);
    expect(activity.body.result_value[0]?.type).toBe("content_restored");
    const actions = await rows<{ action: string }>(t.database, sql`select action from audit_log order by id`);
    expect(actions.map((row) => row.action)).toEqual(["report.hide", "report.restore"]);
    expect((await queue("restored")).body.result_value.map((item) => item.targetId)).toContain(listingId);
    const twice = await act("restore", { targetType: "listing", targetId: listingId });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(reportMessages.notHidden);
  });

  it("dismisses open reports and leaves the item public", async () => {
    const res = await callApi(t.app, "POST", "/api/reports", reporters[1]!.token, {
      targetType: "listing",
      targetId: listingId,
      reason: "other",
    });
    expect(res.status).toBe(200);
    const dismissed = await act("dismiss", { targetType: "listing", targetId: listingId, note: "Looks fine." });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.result_value.resolved).toBe(1);
    expect((await get(`/api/listings/${listingId}`)).status).toBe(200);
    const none = await act("dismiss", { targetType: "listing", targetId: listingId });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(reportMessages.noOpenReports);
    const item = (await queue("dismissed")).body.result_value.find((entry) => entry.targetId === listingId);
    expect(item).toMatchObject({ reportCount: 1, resolutionNote: "Looks fine." });
  });
});

describe("hiding a job", () => {
  it("takes it off the list and its page for visitors; its poster still sees it and why", async () => {
    const client = await newClient(t.app, t.database, "Harbor Bakery");
    const jobId = await postJob(t.app, t.database, client);
    expect((await act("hide", { targetType: "job", targetId: jobId, note: "Asks for a fee." })).status).toBe(200);
    expect((await get(`/api/jobs/${jobId}`)).status).toBe(404);
    expect((await get(`/api/jobs/${jobId}`, reporters[0]!.token)).status).toBe(404);
    const list = await get<{ result_value: { _id: string }[] }>(`/api/jobs?limit=50`);
    expect(list.body.result_value.map((job) => job._id)).not.toContain(jobId);
    const own = await get<{ result_value: { hidden: unknown } }>(`/api/jobs/${jobId}`, client.token);
    expect(own.status).toBe(200);
    expect(own.body.result_value.hidden).toMatchObject({ cause: "moderation", note: "Asks for a fee." });
    const mine = await get<{ result_value: { _id: string; hidden: unknown }[] }>("/api/jobs/mine", client.token);
    expect(mine.body.result_value.find((job) => job._id === jobId)?.hidden).toMatchObject({ note: "Asks for a fee." });
    expect((await act("restore", { targetType: "job", targetId: jobId })).status).toBe(200);
    expect((await get(`/api/jobs/${jobId}`)).status).toBe(200);
  });
});

describe("hiding profiles", () => {
  it("takes a freelancer and a client profile off their public pages and lists; their owners still read them", async () => {
    const freelancer = await createAccount(t.app);
    await makeFreelancer(t.database, freelancer.user._id, "Zephyrine Quillsworth");
    const client = await newClient(t.app, t.database, "Harbor Bakery");
    for (const [targetType, owner] of [
      ["freelancer", freelancer],
      ["client", client],
    ] as const) {
      expect((await act("hide", { targetType, targetId: owner.user._id, note: "Fake identity." })).status).toBe(200);
    }
    const profile = `/api/freelancers/${freelancer.user._id}`;
    expect((await get(profile)).status).toBe(404);
    expect((await get(profile, reporters[0]!.token)).status).toBe(404);
    const own = await get<{ result_value: { hidden: unknown } }>(profile, freelancer.token);
    expect(own.status).toBe(200);
    expect(own.body.result_value.hidden).toMatchObject({ cause: "moderation", note: "Fake identity." });
    expect((await get(profile, admin.token)).status).toBe(200);
    const list = await get<{ result_value: { userId: string }[] }>("/api/freelancers?q=Zephyrine");
    expect(list.body.result_value.map((row) => row.userId)).not.toContain(freelancer.user._id);
    const clientPage = `/api/clients/${client.user._id}`;
    expect((await get(clientPage)).status).toBe(404);
    expect((await get(clientPage, client.token)).status).toBe(200);

    // By the profile's id as the queue names it, or by the user id a page uses.
    const freelancerId = (await get<{ result_value: { _id: string } }>(profile, freelancer.token)).body.result_value
      ._id;
    expect((await act("restore", { targetType: "freelancer", targetId: freelancerId })).status).toBe(200);
    expect((await act("restore", { targetType: "client", targetId: client.user._id })).status).toBe(200);
    expect((await get(profile)).status).toBe(200);
    expect((await get(clientPage)).status).toBe(200);
  });
});
