import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HireRequest, HiringEmployersResponse } from "@mp/contracts/hire-request";
import { bearer, createAccount, type Account } from "./helpers/accounts.ts";
import { createHireRequest, HIRE_MESSAGE, insertJob, signedInClient, signedInFreelancer } from "./helpers/hiring.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "mp-hire-lists-"));
let t: TestApp;
let client: Account;
let freelancer: Account;

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_THROTTLE: "off", DATA_DIR: dataDir, PUBLIC_URL: "https://shop.example", PRODUCT_NAME: "Corner & Co" },
  });
  client = await signedInClient(t.app, t.database, 5);
  freelancer = await signedInFreelancer(t.app, t.database);
});
afterAll(() => t?.close());

describe("the lists of requests", () => {
  it("gives the freelancer their incoming requests as hiringEmployers, newest first, and no one else", async () => {
    const me = await signedInFreelancer(t.app, t.database, "Linus Freelancer");
    const first = await createHireRequest(t.app, client, me.user._id);
    const second = await createHireRequest(t.app, client, me.user._id, {
      jobId: await insertJob(t.database, client.user._id),
    });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/hireRequest/${me.user._id}`,
      headers: bearer(me.token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<HiringEmployersResponse>();
    expect(body.result_value.hiringEmployers.map((h) => h._id)).toEqual([second._id, first._id]);
    expect(body.result_value.hiringEmployers[0]).toMatchObject({
      client: { name: "Ada Client", companyName: "Harbor Bakery" },
      jobTitle: "Books for the spring quarter",
      message: HIRE_MESSAGE,
      status: "pending",
    });
    expect(body.meta).toEqual({ hasMore: false, currentPage: 1 });

    const paged = await t.app.inject({
      method: "GET",
      url: `/api/hireRequest/${me.user._id}?page=2&limit=1`,
      headers: bearer(me.token),
    });
    expect(paged.json<HiringEmployersResponse>().result_value.hiringEmployers.map((h) => h._id)).toEqual([first._id]);

    const peek = await t.app.inject({
      method: "GET",
      url: `/api/hireRequest/${me.user._id}`,
      headers: bearer(client.token),
    });
    expect(peek.statusCode).toBe(403);
    expect(peek.json().result_value).toBeUndefined();
    const anonymous = await t.app.inject({ method: "GET", url: `/api/hireRequest/${me.user._id}` });
    expect(anonymous.statusCode).toBe(401);
    const tooMany = await t.app.inject({
      method: "GET",
      url: `/api/hireRequest/${me.user._id}?limit=51`,
      headers: bearer(me.token),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it("gives the client the requests they sent, and only theirs", async () => {
    const me = await signedInClient(t.app, t.database, 2);
    const hire = await createHireRequest(t.app, me, freelancer.user._id);
    const sent = await t.app.inject({ method: "GET", url: "/api/hire-requests/sent", headers: bearer(me.token) });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<{ result_value: HireRequest[] }>().result_value.map((h) => h._id)).toEqual([hire._id]);
    const someoneElse = await t.app.inject({
      method: "GET",
      url: "/api/hire-requests/sent",
      headers: bearer((await createAccount(t.app)).token),
    });
    expect(someoneElse.json<{ result_value: HireRequest[] }>().result_value).toEqual([]);
  });
});
