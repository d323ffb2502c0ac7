import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationMessages, type MyApplication, type ReceivedApplication } from "@mp/contracts/job-application";
import { bearer, createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { apply, connectsOf, newClient, newFreelancer, postJob, rowsOf } from "./helpers/jobs.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";
import { ledgerBalance } from "../src/modules/credits/public.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "mp-job-views-"));
let t: TestApp;
let client: Account;
let stranger: Account;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off", DATA_DIR: dataDir, PUBLIC_URL: "https://shop.example" } });
  client = await newClient(t.app, t.database);
  [stranger, admin] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
  await makeAdmin(t.database, admin.user._id);
});
afterAll(() => t?.close());

const send = (method: "GET" | "POST" | "PATCH", url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const count = async (query: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(t.database, query))[0]!.n;
describe("the poster's and the freelancer's views", () => {
  it("shows a job's applications to its poster and an admin only, with the applicant's profile", async () => {
    const jobId = await postJob(t.app, t.database, client);
    const freelancer = await newFreelancer(t.app, t.database, 10);
    await apply(t.app, freelancer.token, jobId);
    const res = await send("GET", `/api/jobs/${jobId}/applications`, client.token);
    expect(res.statusCode).toBe(200);
    const [application] = res.json<{ result_value: ReceivedApplication[] }>().result_value;
    expect(application!.applicant).toMatchObject({
      userId: freelancer.user._id,
      headline: "Bookkeeping for small shops",
      hourlyRateCents: 4_500,
      skills: ["bookkeeping"],
    });
    expect((await send("GET", `/api/jobs/${jobId}/applications`, admin.token)).statusCode).toBe(200);
    expect((await send("GET", `/api/jobs/${jobId}/applications`, stranger.token)).statusCode).toBe(404);
    expect((await send("GET", `/api/jobs/${jobId}/applications`, freelancer.token)).statusCode).toBe(404);
  });

  it("lets the poster shortlist and reject; the applicant and others get 404 and nothing changes", async () => {
    const jobId = await postJob(t.app, t.database, client);
    const freelancer = await newFreelancer(t.app, t.database, 10);
    const id = (await apply(t.app, freelancer.token, jobId)).json().result_value._id;
    const statusOf = async () =>
      (await rowsOf<{ status: string }>(t.database, sql`select status from job_applications where id = ${id}`))[0]!
        .status;
    for (const caller of [freelancer, stranger]) {
      expect((await send("PATCH", `/api/applications/${id}`, caller.token, { status: "shortlisted" })).statusCode).toBe(
        404,
      );
    }
    expect(await statusOf()).toBe("submitted");
    const shortlisted = await send("PATCH", `/api/applications/${id}`, client.token, { status: "shortlisted" });
    expect(shortlisted.json()).toEqual({ result: 1, result_value: { _id: id, status: "shortlisted" } });
    expect(await statusOf()).toBe("shortlisted");
    expect((await send("PATCH", `/api/applications/${id}`, client.token, { status: "hired" })).statusCode).toBe(400);
    expect((await send("PATCH", `/api/applications/${id}`, client.token, { status: "rejected" })).statusCode).toBe(200);
    expect(await statusOf()).toBe("rejected");
  });

  it("lets the applicant withdraw without a refund, once", async () => {
    const jobId = await postJob(t.app, t.database, client);
    const freelancer = await newFreelancer(t.app, t.database, 10);
    const id = (await apply(t.app, freelancer.token, jobId)).json().result_value._id;
    expect((await send("POST", `/api/applications/${id}/withdraw`, client.token)).statusCode).toBe(404);
    const withdrawn = await send("POST", `/api/applications/${id}/withdraw`, freelancer.token);
    expect(withdrawn.json()).toEqual({ result: 1, result_value: { _id: id, status: "withdrawn" } });
    expect(await connectsOf(t.database, freelancer.user._id)).toBe(8);
    const again = await send("POST", `/api/applications/${id}/withdraw`, freelancer.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(applicationMessages.cannotWithdraw);
  });

  it("lists the freelancer's own applications with their jobs", async () => {
    const jobId = await postJob(t.app, t.database, client, { title: "Listed in mine" });
    const freelancer = await newFreelancer(t.app, t.database, 10);
    await apply(t.app, freelancer.token, jobId);
    const res = await send("GET", "/api/applications/mine", freelancer.token);
    const mine = res.json<{ result_value: MyApplication[] }>().result_value;
    expect(mine.map((a) => [a.jobId, a.job.title, a.job.createdBy, a.status])).toEqual([
      [jobId, "Listed in mine", client.user._id, "submitted"],
    ]);
    expect((await send("GET", "/api/applications/mine", stranger.token)).json().result_value).toEqual([]);
  });
});

describe("closing a job", () => {
  it("refunds every application but the withdrawn ones, exactly once", async () => {
    const jobId = await postJob(t.app, t.database, client, { budgetCents: 300_000 });
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => newFreelancer(t.app, t.database, 10)));
    const ids: string[] = [];
    for (const f of [a!, b!, c!]) ids.push((await apply(t.app, f.token, jobId)).json().result_value._id);
    await send("PATCH", `/api/applications/${ids[1]}`, client.token, { status: "rejected" });
    await send("POST", `/api/applications/${ids[2]}/withdraw`, c!.token);
    expect(await connectsOf(t.database, a!.user._id)).toBe(4);

    const closed = await send("POST", `/api/jobs/${jobId}/close`, client.token);
    expect(closed.json().result_value.refundedApplications).toBe(2);
    expect(await connectsOf(t.database, a!.user._id)).toBe(10);
    expect(await connectsOf(t.database, b!.user._id)).toBe(10);
    expect(await connectsOf(t.database, c!.user._id)).toBe(4);
    expect((await send("POST", `/api/jobs/${jobId}/close`, client.token)).statusCode).toBe(409);
    const refunds = await count(
      sql`select count(*)::int as n from credit_ledger where reason = 'refund' and reference_type = 'job_application'
          and reference_id in (${ids[0]}, ${ids[1]}, ${ids[2]})`,
    );
    expect(refunds).toBe(2);
    for (const f of [a!, b!, c!]) {
      expect(await ledgerBalance(t.database.db, f.user._id, "connects")).toBe(await connectsOf(t.database, f.user._id));
    }
  });

  it("refunds nothing when the job led to a hire", async () => {
    const jobId = await postJob(t.app, t.database, client);
    const [hired, other] = await Promise.all([1, 2].map(() => newFreelancer(t.app, t.database, 10)));
    const id = (await apply(t.app, hired!.token, jobId)).json().result_value._id;
    await apply(t.app, other!.token, jobId);
    await t.database.db.execute(sql`update job_applications set status = 'hired' where id = ${id}`);
    const closed = await send("POST", `/api/jobs/${jobId}/close`, client.token);
    expect(closed.json().result_value.refundedApplications).toBe(0);
    expect(await connectsOf(t.database, other!.user._id)).toBe(8);
  });
});
