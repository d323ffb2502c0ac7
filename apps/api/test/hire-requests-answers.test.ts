import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HireRequest } from "@mp/contracts/hire-request";
import { createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import {
  allowanceOf,
  createHireRequest,
  hireStatus,
  insertApplication,
  insertJob,
  mailTo,
  moveHire,
  rowsOf,
  signedInClient,
  signedInFreelancer,
} from "./helpers/hiring.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "mp-hire-answers-"));
let t: TestApp;
let stranger: Account;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_THROTTLE: "off", DATA_DIR: dataDir, PUBLIC_URL: "https://shop.example" } });
  [stranger, admin] = await Promise.all([createAccount(t.app), createAccount(t.app)]);
  await makeAdmin(t.database, admin.user._id);
});
afterAll(() => t?.close());

/** A fresh client (with `allowance`), freelancer and pending request between them. */
async function pendingHire(allowance = 2, extra: object = {}) {
  const client = await signedInClient(t.app, t.database, allowance);
  const freelancer = await signedInFreelancer(t.app, t.database);
  const hire = await createHireRequest(t.app, client, freelancer.user._id, extra);
  return { client, freelancer, hire };
}

const eventsOf = async (userId: string) =>
  (
    await rowsOf<{ type: string }>(
      t.database,
      sql`select type from account_events where user_id = ${userId} and type like 'hire_%' order by created_at, id`,
    )
  ).map((row) => row.type);

describe("accepting and declining", () => {
  it("lets the freelancer accept: the application is hired, the client mailed, the allowance stays spent", async () => {
    const client = await signedInClient(t.app, t.database, 2);
    const freelancer = await signedInFreelancer(t.app, t.database);
    const jobId = await insertJob(t.database, client.user._id);
    const applicationId = await insertApplication(t.database, jobId, freelancer.user._id);
    const hire = await createHireRequest(t.app, client, freelancer.user._id, { applicationId });

    const res = await moveHire(t.app, freelancer.token, hire._id, "accept");
    expect(res.statusCode).toBe(200);
    const accepted = res.json<{ result_value: HireRequest }>().result_value;
    expect(accepted.status).toBe("accepted");
    expect(accepted.respondedAt).not.toBeNull();
    const [application] = await rowsOf<{ status: string }>(
      t.database,
      sql`select status from job_applications where id = ${applicationId}`,
    );
    expect(application?.status).toBe("hired");
    expect(await allowanceOf(t.database, client.user._id)).toEqual({ cached: 1, ledger: 1 });
    expect(await eventsOf(freelancer.user._id)).toEqual(["hire_accepted"]);
    const mail = await mailTo(path.join(dataDir, "mail"), client.email);
    expect(mail).toContain("Grace Hopper accepted your hiring request");

    const again = await moveHire(t.app, freelancer.token, hire._id, "decline");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This hiring request has already been answered.");
    expect(await hireStatus(t.database, hire._id)).toBe("accepted");
  });

  it("answers 404 to anyone but the freelancer (the client, a stranger, an admin) and changes nothing", async () => {
    const { client, hire } = await pendingHire();
    for (const who of [client, stranger, admin]) {
      for (const move of ["accept", "decline"]) {
        const res = await moveHire(t.app, who.token, hire._id, move);
        expect(res.statusCode, `${move} by ${who.email}`).toBe(404);
        expect(res.json().message).toBe("Hiring request not found.");
      }
    }
    expect(await hireStatus(t.database, hire._id)).toBe("pending");
    expect(await allowanceOf(t.database, client.user._id)).toEqual({ cached: 1, ledger: 1 });
    const unknown = await moveHire(t.app, client.token, "00000000-0000-4000-8000-000000000000", "cancel");
    expect(unknown.statusCode).toBe(404);
    const malformed = await moveHire(t.app, client.token, "not-an-id", "cancel");
    expect(malformed.statusCode).toBe(400);
  });

  it("gives the Remaining Freelancer back on a decline, once, and mails the client", async () => {
    const { client, freelancer, hire } = await pendingHire(1);
    expect(await allowanceOf(t.database, client.user._id)).toEqual({ cached: 0, ledger: 0 });
    const res = await moveHire(t.app, freelancer.token, hire._id, "decline");
    expect(res.statusCode).toBe(200);
    expect(res.json<{ result_value: HireRequest }>().result_value.status).toBe("declined");
    expect(await allowanceOf(t.database, client.user._id)).toEqual({ cached: 1, ledger: 1 });
    const refunds = await rowsOf<{ delta: number; reference_id: string }>(
      t.database,
      sql`select delta, reference_id from credit_ledger where user_id = ${client.user._id} and reason = 'refund'`,
    );
    expect(refunds).toEqual([{ delta: 1, reference_id: hire._id }]);
    expect(await eventsOf(freelancer.user._id)).toEqual(["hire_declined"]);
    expect(await mailTo(path.join(dataDir, "mail"), client.email)).toContain("declined your hiring request");
    // A declined request no longer blocks a new one to the same freelancer.
    await createHireRequest(t.app, client, freelancer.user._id);
  });
});

describe("withdrawing and completing", () => {
  it("lets the client withdraw a pending request (refunded); the freelancer may not", async () => {
    const { client, freelancer, hire } = await pendingHire(1);
    const byFreelancer = await moveHire(t.app, freelancer.token, hire._id, "cancel");
    expect(byFreelancer.statusCode).toBe(404);
    const res = await moveHire(t.app, client.token, hire._id, "cancel");
    expect(res.statusCode).toBe(200);
    expect(res.json<{ result_value: HireRequest }>().result_value.status).toBe("canceled");
    expect(await allowanceOf(t.database, client.user._id)).toEqual({ cached: 1, ledger: 1 });
    const twice = await moveHire(t.app, client.token, hire._id, "cancel");
    expect(twice.statusCode).toBe(409);
    expect(await allowanceOf(t.database, client.user._id)).toEqual({ cached: 1, ledger: 1 });
  });

  it("completes an accepted hire by either party, and only an accepted one", async () => {
    const { client, freelancer, hire } = await pendingHire();
    const early = await moveHire(t.app, client.token, hire._id, "complete");
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Only an accepted hire can be marked complete.");
    await moveHire(t.app, freelancer.token, hire._id, "accept");
    const byStranger = await moveHire(t.app, stranger.token, hire._id, "complete");
    expect(byStranger.statusCode).toBe(404);
    expect(await hireStatus(t.database, hire._id)).toBe("accepted");

    const res = await moveHire(t.app, client.token, hire._id, "complete");
    expect(res.statusCode).toBe(200);
    const done = res.json<{ result_value: HireRequest }>().result_value;
    expect(done.status).toBe("completed");
    expect(done.completedAt).not.toBeNull();
    expect(await eventsOf(client.user._id)).toEqual(["hire_requested", "hire_completed"]);
    const again = await moveHire(t.app, freelancer.token, hire._id, "complete");
    expect(again.statusCode).toBe(409);
  });

  it("lets only one of two simultaneous answers through", async () => {
    const { client, freelancer, hire } = await pendingHire(1);
    const answers = await Promise.all([
      moveHire(t.app, freelancer.token, hire._id, "accept"),
      moveHire(t.app, freelancer.token, hire._id, "decline"),
      moveHire(t.app, client.token, hire._id, "cancel"),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const status = await hireStatus(t.database, hire._id);
    const refunded = status === "accepted" ? 0 : 1;
    expect(await allowanceOf(t.database, client.user._id)).toEqual({ cached: refunded, ledger: refunded });
  });
});
