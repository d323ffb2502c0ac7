import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HireRequest } from "@mp/contracts/hire-request";
import { createAccount, type Account } from "./helpers/accounts.ts";
import {
  allowanceOf,
  createHireRequest,
  HIRE_MESSAGE,
  insertApplication,
  insertFreelancerUser,
  insertJob,
  mailTo,
  makeClient,
  rowsOf,
  sendHireRequest,
  signedInClient,
  signedInFreelancer,
} from "./helpers/hiring.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "mp-hire-"));
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

const countRequests = async (clientId: string) =>
  (
    await rowsOf<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from hire_requests where client_id = ${clientId}`,
    )
  )[0]!.n;

describe("POST /api/hire-requests", () => {
  it("sends the request, spends one Remaining Freelancer through the ledger, logs it and mails the freelancer", async () => {
    const me = await signedInClient(t.app, t.database, 2);
    const jobId = await insertJob(t.database, me.user._id);
    const res = await sendHireRequest(t.app, me.token, {
      freelancerUserId: freelancer.user._id,
      jobId,
      message: HIRE_MESSAGE,
    });
    expect(res.statusCode).toBe(201);
    const hire = res.json<{ result_value: HireRequest }>().result_value;
    expect(hire).toMatchObject({
      status: "pending",
      message: HIRE_MESSAGE,
      jobId,
      jobTitle: "Books for the spring quarter",
      applicationId: null,
      client: { userId: me.user._id, name: "Ada Client", companyName: "Harbor Bakery", logoUrl: null },
      freelancer: { userId: freelancer.user._id, name: "Grace Hopper", headline: "Bookkeeping for small shops" },
      reviewedByMe: false,
      respondedAt: null,
    });
    expect(await allowanceOf(t.database, me.user._id)).toEqual({ cached: 1, ledger: 1 });
    const ledger = await rowsOf<{ delta: number; reason: string; reference_type: string; reference_id: string }>(
      t.database,
      sql`select delta, reason, reference_type, reference_id from credit_ledger where user_id = ${me.user._id} and reason = 'spend'`,
    );
    expect(ledger).toEqual([{ delta: -1, reason: "spend", reference_type: "hire_request", reference_id: hire._id }]);
    const events = await rowsOf<{ type: string; detail: string }>(
      t.database,
      sql`select type, detail from account_events where user_id = ${me.user._id} and type = 'hire_requested'`,
    );
    expect(events).toEqual([{ type: "hire_requested", detail: "Grace Hopper" }]);
    const mail = await mailTo(path.join(dataDir, "mail"), freelancer.email);
    expect(mail).toContain("Ada Client wants to hire you on Corner & Co");
    expect(mail).toContain("https://shop.example/hiringRequest");
  });

  it("refuses an account without the Client privilege with 403 and changes nothing", async () => {
    const plain = await createAccount(t.app);
    const res = await sendHireRequest(t.app, plain.token, {
      freelancerUserId: freelancer.user._id,
      message: HIRE_MESSAGE,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Register as a client to hire freelancers.");
    expect(await countRequests(plain.user._id)).toBe(0);
  });

  it("refuses oneself, a user who is not a freelancer, another client's job and a closed job", async () => {
    const me = await signedInClient(t.app, t.database, 3);
    await makeClient(t.database, freelancer, 0, "Freelance & Sons");
    const self = await sendHireRequest(t.app, me.token, { freelancerUserId: me.user._id, message: HIRE_MESSAGE });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("You cannot send a hiring request to yourself.");

    const plain = await createAccount(t.app);
    const notFreelancer = await sendHireRequest(t.app, me.token, {
      freelancerUserId: plain.user._id,
      message: HIRE_MESSAGE,
    });
    expect(notFreelancer.statusCode).toBe(404);
    expect(notFreelancer.json().message).toBe("Freelancer not found.");

    const theirJob = await insertJob(t.database, client.user._id);
    const foreign = await sendHireRequest(t.app, me.token, {
      freelancerUserId: freelancer.user._id,
      jobId: theirJob,
      message: HIRE_MESSAGE,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Job not found.");

    const closed = await sendHireRequest(t.app, me.token, {
      freelancerUserId: freelancer.user._id,
      jobId: await insertJob(t.database, me.user._id, "closed"),
      message: HIRE_MESSAGE,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe("This job is closed.");
    expect(await countRequests(me.user._id)).toBe(0);
    expect(await allowanceOf(t.database, me.user._id)).toEqual({ cached: 3, ledger: 3 });
  });

  it("takes an application only when it is the freelancer's, to the client's own job", async () => {
    const me = await signedInClient(t.app, t.database, 3);
    const jobId = await insertJob(t.database, me.user._id);
    const otherFreelancer = await insertFreelancerUser(t.database);
    const theirs = await insertApplication(t.database, jobId, otherFreelancer);
    const wrongPerson = await sendHireRequest(t.app, me.token, {
      freelancerUserId: freelancer.user._id,
      applicationId: theirs,
      message: HIRE_MESSAGE,
    });
    expect(wrongPerson.statusCode).toBe(404);
    expect(wrongPerson.json().message).toBe("Application not found.");

    const elsewhere = await insertApplication(
      t.database,
      await insertJob(t.database, client.user._id),
      freelancer.user._id,
    );
    const notMyJob = await sendHireRequest(t.app, me.token, {
      freelancerUserId: freelancer.user._id,
      applicationId: elsewhere,
      message: HIRE_MESSAGE,
    });
    expect(notMyJob.statusCode).toBe(404);
    expect(await countRequests(me.user._id)).toBe(0);

    const mine = await insertApplication(t.database, jobId, freelancer.user._id);
    const hire = await createHireRequest(t.app, me, freelancer.user._id, { applicationId: mine });
    // The job comes from the application; the application is hired only on acceptance.
    expect(hire).toMatchObject({ jobId, applicationId: mine, status: "pending" });
    const [application] = await rowsOf<{ status: string }>(
      t.database,
      sql`select status from job_applications where id = ${mine}`,
    );
    expect(application?.status).toBe("submitted");
  });

  it("refuses a second pending request to the same freelancer and spends nothing for it", async () => {
    const me = await signedInClient(t.app, t.database, 3);
    await createHireRequest(t.app, me, freelancer.user._id);
    const again = await sendHireRequest(t.app, me.token, {
      freelancerUserId: freelancer.user._id,
      message: HIRE_MESSAGE,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already sent this freelancer a hiring request.");
    expect(await countRequests(me.user._id)).toBe(1);
    expect(await allowanceOf(t.database, me.user._id)).toEqual({ cached: 2, ledger: 2 });
  });

  it("answers 409 with the ledger's message when no Remaining Freelancer is left", async () => {
    const me = await signedInClient(t.app, t.database, 0);
    const res = await sendHireRequest(t.app, me.token, {
      freelancerUserId: freelancer.user._id,
      message: HIRE_MESSAGE,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("You have no Remaining Freelancer left.");
    expect(await countRequests(me.user._id)).toBe(0);
    expect(await allowanceOf(t.database, me.user._id)).toEqual({ cached: 0, ledger: 0 });
  });

  it("spends the allowance once per request and never below zero under 20 parallel requests", async () => {
    const me = await signedInClient(t.app, t.database, 3);
    const targets = await Promise.all(Array.from({ length: 20 }, () => insertFreelancerUser(t.database)));
    const answers = await Promise.all(
      targets.map((id) => sendHireRequest(t.app, me.token, { freelancerUserId: id, message: HIRE_MESSAGE })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(17).fill(409)]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().message).toBe("You have no Remaining Freelancer left.");
    }
    expect(await countRequests(me.user._id)).toBe(3);
    expect(await allowanceOf(t.database, me.user._id)).toEqual({ cached: 0, ledger: 0 });
  });

  it("refuses hostile and malformed input with field messages, writing nothing", async () => {
    const me = await signedInClient(t.app, t.database, 3);
    const cases: [object, string, string][] = [
      [
        { freelancerUserId: freelancer.user._id, message: "Too short" },
        "message",
        "The message must be 10 to 2000 characters.",
      ],
      [
        { freelancerUserId: freelancer.user._id, message: "x".repeat(2_001) },
        "message",
        "The message must be 10 to 2000 characters.",
      ],
      [
        { freelancerUserId: freelancer.user._id, message: `   ${"a".repeat(5)}      ` },
        "message",
        "The message must be 10 to 2000 characters.",
      ],
      [{ freelancerUserId: "../../etc/passwd", message: HIRE_MESSAGE }, "freelancerUserId", "Invalid freelancer id."],
      [{ freelancerUserId: freelancer.user._id, jobId: "1 or 1=1", message: HIRE_MESSAGE }, "jobId", "Invalid job id."],
      [
        { freelancerUserId: freelancer.user._id, message: { $gt: "" } },
        "message",
        "The message must be 10 to 2000 characters.",
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await sendHireRequest(t.app, me.token, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().errors?.[field]).toEqual([message]);
    }
    const extra = await sendHireRequest(t.app, me.token, {
      freelancerUserId: freelancer.user._id,
      message: HIRE_MESSAGE,
      status: "accepted",
    });
    expect(extra.statusCode).toBe(400);
    expect(await countRequests(me.user._id)).toBe(0);
    expect(await allowanceOf(t.database, me.user._id)).toEqual({ cached: 3, ledger: 3 });
  });
});
