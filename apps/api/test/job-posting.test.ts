import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectsCostOf, jobMessages, type JobDetail, type MyJob } from "@mp/contracts/job";
import { bearer, createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { apply, jobBody, newClient, newFreelancer, postJob, rowsOf } from "./helpers/jobs.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";
import { catalogue } from "./helpers/vendor.ts";

let t: TestApp;
let client: Account;
let stranger: Account;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off" } });
  client = await newClient(t.app, t.database, "Harbor Bakery");
  [stranger, admin] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
  await makeAdmin(t.database, admin.user._id);
});
afterAll(() => t?.close());

const send = (method: "GET" | "POST" | "PUT", url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const detailOf = async (id: string, token?: string) => {
  const res = await send("GET", `/api/jobs/${id}`, token);
  return { status: res.statusCode, job: res.json<{ result_value: JobDetail }>().result_value, body: res.json() };
};
const jobCount = async () => (await rowsOf<{ n: number }>(t.database, sql`select count(*)::int as n from jobs`))[0]!.n;

describe("connects to apply (decision 021)", () => {
  it.each([
    ["fixed", 9_999, 1],
    ["fixed", 10_000, 2],
    ["fixed", 49_999, 2],
    ["fixed", 50_000, 4],
    ["fixed", 199_999, 4],
    ["fixed", 200_000, 6],
    ["hourly", 1_999, 1],
    ["hourly", 2_000, 2],
    ["hourly", 5_000, 4],
    ["hourly", 10_000, 6],
  ] as const)("a %s budget of %i cents costs %i", (type, cents, cost) => {
    expect(connectsCostOf(type, cents)).toBe(cost);
  });
});

describe("POST /api/jobs", () => {
  it("posts a client's job under the profile's company, with the connects it costs, and logs it", async () => {
    const body = await jobBody(t.database, { title: "Weekend bookkeeping", budgetCents: 60_000, skills: ["excel"] });
    const res = await send("POST", "/api/jobs", client.token, body);
    expect(res.statusCode).toBe(201);
    const job = res.json<{ result_value: JobDetail }>().result_value;
    expect(job).toMatchObject({
      title: "Weekend bookkeeping",
      companyName: "Harbor Bakery",
      budgetType: "fixed",
      budgetCents: 60_000,
      connectsCost: 4,
      status: "open",
      skills: ["excel"],
      deadline: body.deadline,
      createdBy: client.user._id,
      applicationCount: 0,
      salaryMinCents: null,
      viewer: { isPoster: true, canEdit: true, applicationId: null, applicationStatus: null },
    });
    const [row] = await rowsOf<{ connects_cost: number; employer_id: string }>(
      t.database,
      sql`select connects_cost, employer_id from jobs where id = ${job._id}`,
    );
    expect(row).toEqual({ connects_cost: 4, employer_id: client.user._id });
    const events = await rowsOf<{ detail: string }>(
      t.database,
      sql`select detail from account_events where user_id = ${client.user._id} and type = 'job_posted'`,
    );
    expect(events.map((e) => e.detail)).toContain("Weekend bookkeeping");
  });

  it("refuses an account without the Client privilege with 409 (the site signs out on 403), and anonymous callers with 401", async () => {
    const before = await jobCount();
    const body = await jobBody(t.database);
    const refused = await send("POST", "/api/jobs", stranger.token, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(jobMessages.notClient);
    expect((await send("POST", "/api/jobs", undefined, body)).statusCode).toBe(401);
    // A freelancer is not a client either.
    const freelancer = await newFreelancer(t.app, t.database, 0);
    expect((await send("POST", "/api/jobs", freelancer.token, body)).statusCode).toBe(409);
    expect(await jobCount()).toBe(before);
  });

  it("refuses a subcategory of another category with a field message, writing nothing", async () => {
    const ids = await catalogue(t.database);
    const before = await jobCount();
    const res = await send(
      "POST",
      "/api/jobs",
      client.token,
      await jobBody(t.database, { categoryId: ids.otherCategoryId }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ subcategoryId: [jobMessages.subcategoryMismatch] });
    expect(await jobCount()).toBe(before);
  });

  it.each([
    ["a past deadline", { deadline: "2020-01-01" }, "deadline", jobMessages.deadlineFuture],
    [
      "today as the deadline",
      { deadline: new Date().toISOString().slice(0, 10) },
      "deadline",
      jobMessages.deadlineFuture,
    ],
    ["an impossible date", { deadline: "2031-02-31" }, "deadline", jobMessages.deadlineInvalid],
    ["a long deadline string", { deadline: "9".repeat(5_000) }, "deadline", jobMessages.deadlineInvalid],
    ["16 skills", { skills: Array.from({ length: 16 }, (_, i) => `skill ${i}`) }, "skills", "List at most 15 skills."],
    ["a repeated skill", { skills: ["Excel", "excel"] }, "skills", "Each skill once."],
    ["a long title", { title: "x".repeat(50_000) }, "title", "The title is at most 120 characters."],
    ["no place and not remote", { location: "  " }, "location", jobMessages.locationRequired],
    ["a budget under $1", { budgetCents: 50 }, "budgetCents", "The budget is at least $1."],
    ["a fractional budget", { budgetCents: 100.5 }, "budgetCents", "Enter the budget in dollars."],
  ])("refuses %s with a field message", async (_, overrides, field, message) => {
    const before = await jobCount();
    const res = await send("POST", "/api/jobs", client.token, await jobBody(t.database, overrides as object));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await jobCount()).toBe(before);
  });

  it("refuses unknown fields, and a company name sent by the client", async () => {
    const res = await send("POST", "/api/jobs", client.token, {
      ...(await jobBody(t.database)),
      companyName: "Evil Corp",
    });
    expect(res.statusCode).toBe(400);
  });

  it("takes a remote job without a place", async () => {
    const id = await postJob(t.app, t.database, client, { isRemote: true, location: "" });
    const { job } = await detailOf(id);
    expect(job).toMatchObject({ isRemote: true, location: "Remote" });
  });
});

describe("GET /api/jobs/{id}", () => {
  it("shows an open job to anyone, a closed one to its poster and applicants only", async () => {
    const id = await postJob(t.app, t.database, client);
    const freelancer = await newFreelancer(t.app, t.database, 10);
    expect((await apply(t.app, freelancer.token, id)).statusCode).toBe(201);

    const open = await detailOf(id);
    expect(open.status).toBe(200);
    expect(open.job).toMatchObject({
      applicationCount: 1,
      viewer: { isPoster: false, canEdit: false, applicationId: null },
    });
    const mine = await detailOf(id, freelancer.token);
    expect(mine.job.viewer).toMatchObject({ isPoster: false, applicationStatus: "submitted" });
    expect(mine.job.viewer.applicationId).toMatch(/^[0-9a-f-]{36}$/);

    expect((await send("POST", `/api/jobs/${id}/close`, client.token)).statusCode).toBe(200);
    expect((await detailOf(id)).status).toBe(404);
    expect((await detailOf(id, stranger.token)).status).toBe(404);
    expect((await detailOf(id, client.token)).job).toMatchObject({ status: "closed", viewer: { canEdit: false } });
    expect((await detailOf(id, freelancer.token)).status).toBe(200);
    expect((await detailOf(id, admin.token)).status).toBe(200);
  });

  it("answers 404 for an unknown job, 400 for a malformed id; a bad token reads as anonymous", async () => {
    expect((await detailOf("6f1c1f9e-0000-4000-8000-000000000000")).body).toEqual({
      result: 0,
      message: jobMessages.notFound,
    });
    expect((await send("GET", "/api/jobs/not-a-uuid")).statusCode).toBe(400);
    const id = await postJob(t.app, t.database, client);
    expect((await detailOf(id, "forged.token.here")).job.viewer.isPoster).toBe(false);
  });
});

describe("PUT /api/jobs/{id}", () => {
  it("lets the poster and an admin edit, recomputing the connects; anyone else gets 404 and nothing changes", async () => {
    const id = await postJob(t.app, t.database, client);
    const body = await jobBody(t.database, { title: "Bookkeeper, hourly", budgetType: "hourly", budgetCents: 6_000 });
    const byStranger = await send("PUT", `/api/jobs/${id}`, stranger.token, body);
    expect(byStranger.statusCode).toBe(404);
    expect((await detailOf(id)).job.title).toBe("Bookkeeper for a corner bakery");

    const byPoster = await send("PUT", `/api/jobs/${id}`, client.token, body);
    expect(byPoster.statusCode).toBe(200);
    expect(byPoster.json<{ result_value: JobDetail }>().result_value).toMatchObject({
      title: "Bookkeeper, hourly",
      budgetType: "hourly",
      connectsCost: 4,
      companyName: "Harbor Bakery",
    });
    const byAdmin = await send("PUT", `/api/jobs/${id}`, admin.token, { ...body, title: "Bookkeeper (moderated)" });
    expect(byAdmin.statusCode).toBe(200);
    expect((await detailOf(id)).job).toMatchObject({ title: "Bookkeeper (moderated)", companyName: "Harbor Bakery" });
  });

  it("refuses to edit a closed job with 409", async () => {
    const id = await postJob(t.app, t.database, client);
    await send("POST", `/api/jobs/${id}/close`, client.token);
    const res = await send("PUT", `/api/jobs/${id}`, client.token, await jobBody(t.database, { title: "Reopened?" }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(jobMessages.closedEdit);
  });
});

describe("POST /api/jobs/{id}/close and GET /api/jobs/mine", () => {
  it("closes the poster's job once; another user gets 404 and the job stays open", async () => {
    const id = await postJob(t.app, t.database, client);
    expect((await send("POST", `/api/jobs/${id}/close`, stranger.token)).statusCode).toBe(404);
    expect((await detailOf(id)).job.status).toBe("open");
    const closed = await send("POST", `/api/jobs/${id}/close`, client.token);
    expect(closed.json()).toEqual({ result: 1, result_value: { _id: id, status: "closed", refundedApplications: 0 } });
    const again = await send("POST", `/api/jobs/${id}/close`, client.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(jobMessages.alreadyClosed);
    const [row] = await rowsOf<{ closed: boolean }>(
      t.database,
      sql`select closed_at is not null as closed from jobs where id = ${id}`,
    );
    expect(row!.closed).toBe(true);
    const events = await rowsOf<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from account_events where user_id = ${client.user._id} and type = 'job_closed'`,
    );
    expect(events[0]!.n).toBeGreaterThanOrEqual(1);
  });

  it("lists the poster's own jobs, open and closed, newest first, and nobody else's", async () => {
    const other = await newClient(t.app, t.database, "Mill Lane Books");
    const first = await postJob(t.app, t.database, other, { title: "First posting here" });
    const second = await postJob(t.app, t.database, other, { title: "Second posting here" });
    await send("POST", `/api/jobs/${first}/close`, other.token);
    const res = await send("GET", "/api/jobs/mine", other.token);
    expect(res.statusCode).toBe(200);
    const jobs = res.json<{ result_value: MyJob[] }>().result_value;
    expect(jobs.map((j) => [j._id, j.status, j.applicationCount])).toEqual([
      [second, "open", 0],
      [first, "closed", 0],
    ]);
    const strangers = await send("GET", "/api/jobs/mine", stranger.token);
    expect(strangers.json().result_value).toEqual([]);
  });
});

describe("GET /api/jobs filters", () => {
  it("filters posted jobs by subcategory, budget type, minimum budget and remote", async () => {
    const poster = await newClient(t.app, t.database, "Filter Test Co");
    const ids = await catalogue(t.database);
    const cheap = await postJob(t.app, t.database, poster, { title: "Cheap fixed job zq", budgetCents: 5_000 });
    const dear = await postJob(t.app, t.database, poster, {
      title: "Dear fixed job zq",
      budgetCents: 300_000,
      isRemote: true,
    });
    const hourly = await postJob(t.app, t.database, poster, {
      title: "Hourly job zq",
      budgetType: "hourly",
      budgetCents: 4_000,
    });
    const found = async (query: string) => {
      const res = await send("GET", `/api/jobs?limit=100&${query}`);
      expect(res.statusCode).toBe(200);
      const got = res.json<{ result_value: { _id: string }[] }>().result_value.map((j) => j._id);
      return [cheap, dear, hourly].filter((id) => got.includes(id));
    };
    expect(await found(`categoryId=${ids.categoryId}&subcategoryId=${ids.subcategoryId}`)).toEqual([
      cheap,
      dear,
      hourly,
    ]);
    expect(await found("budgetType=hourly")).toEqual([hourly]);
    expect(await found("budgetType=fixed&minBudget=100000")).toEqual([dear]);
    expect(await found("remote=true&budgetType=fixed")).toEqual([dear]);
    expect((await send("GET", "/api/jobs?minBudget=-1")).statusCode).toBe(400);
    expect((await send("GET", "/api/jobs?subcategoryId=nope")).json().message).toBe("Invalid subcategory id.");
  });
});
