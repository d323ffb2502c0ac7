import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FreelancerProfile } from "@mp/contracts/freelancer";
import { deleteUnattachedImages } from "../src/modules/uploads/image-cleanup.ts";
import { solidImage } from "./fixtures/images/generate.ts";
import { createAccount, type Account } from "./helpers/accounts.ts";
import { clientBody, freelancerBody, registerClient, registerFreelancer } from "./helpers/profiles.ts";
import {
  callApi,
  catalogue,
  createVendorTestApp,
  rows,
  uploadImage,
  type Envelope,
  type ErrorBody,
  type VendorTestApp,
} from "./helpers/vendor.ts";

let t: VendorTestApp;
let ids: { categoryId: string; subcategoryId: string };

beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  ids = await catalogue(t.database);
});
afterAll(() => t?.close());

const profileBody = (overrides: Parameters<typeof freelancerBody>[1] = {}) => freelancerBody(ids, overrides);
const register = (account: Account, body: object = profileBody()) => registerFreelancer(t.app, account, body);

describe("GET /api/freelancers/{id}", () => {
  it("answers the public profile by profile id or user id, with the newest reviews and their average", async () => {
    const [gina, client1, client2] = await Promise.all([
      createAccount(t.app),
      createAccount(t.app),
      createAccount(t.app),
    ]);
    const created = (await register(gina)).body.result_value;
    for (const [client, rating, comment] of [
      [client1, 5, "Superb binding, on time."],
      [client2, 4, "Good work, a day late."],
    ] as const) {
      await t.database.db.execute(sql`
        with hire as (
          insert into hire_requests (client_id, freelancer_id, message, status, completed_at)
          values (${client.user._id}, ${gina.user._id}, 'Bind my thesis', 'completed', now()) returning id)
        insert into hire_reviews (hire_request_id, reviewer_id, reviewee_id, rating, comment)
        select id, ${client.user._id}, ${gina.user._id}, ${rating}, ${comment} from hire`);
    }
    const byId = await callApi<Envelope<FreelancerProfile>>(t.app, "GET", `/api/freelancers/${created._id}`);
    const byUser = await callApi<Envelope<FreelancerProfile>>(t.app, "GET", `/api/freelancers/${gina.user._id}`);
    expect(byId.status).toBe(200);
    expect(byUser.body).toEqual(byId.body);
    expect(byId.body.result_value.rating).toBe(4.5);
    expect(byId.body.result_value.reviewCount).toBe(2);
    expect(byId.body.result_value.reviews.map((r) => [r.rating, r.comment, r.reviewerName]).sort()).toEqual([
      [4, "Good work, a day late.", "Ada Lovelace"],
      [5, "Superb binding, on time.", "Ada Lovelace"],
    ]);
    // Nothing private leaves: no email, phone or account fields.
    expect(byId.text).not.toContain(gina.email);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const missing = await callApi<ErrorBody>(t.app, "GET", `/api/freelancers/${crypto.randomUUID()}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Freelancer not found.");
    const bad = await callApi<ErrorBody>(t.app, "GET", "/api/freelancers/%27%20or%201=1");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Invalid freelancer id.");
  });

  it("lists the registered freelancer with its availability in GET /api/freelancers", async () => {
    const hal = await createAccount(t.app);
    const created = (await register(hal, profileBody({ availability: "unavailable" }))).body.result_value;
    const list = await callApi<Envelope<{ _id: string; availability: string }[]>>(
      t.app,
      "GET",
      "/api/freelancers?sort=newest&limit=50",
    );
    expect(list.body.result_value.find((f) => f._id === created._id)?.availability).toBe("unavailable");
  });
});

describe("the clean-up of unused uploads", () => {
  it("keeps portfolio images and client logos, and deletes an image nothing uses", async () => {
    const owner = await createAccount(t.app);
    const [portfolioImage, logo, loose] = await Promise.all(
      [1, 2, 3].map(async () => uploadImage(t.app, owner.token, await solidImage(24, 24, "png"))),
    );
    expect((await register(owner, profileBody({ portfolio: [{ imageId: portfolioImage!._id }] }))).status).toBe(201);
    const client = await registerClient(t.app, owner, clientBody({ logoImageId: logo!._id }));
    expect(client.status).toBe(201);
    await deleteUnattachedImages({
      db: t.database.db,
      store: t.app.fileStore,
      log: t.app.log,
      graceHours: 0,
      now: new Date(Date.now() + 60_000),
    });
    const left = await rows<{ id: string }>(
      t.database,
      sql`select id from stored_images where id in (${portfolioImage!._id}, ${logo!._id}, ${loose!._id}) order by id`,
    );
    expect(left.map((row) => row.id).sort()).toEqual([portfolioImage!._id, logo!._id].sort());
  });
});
