import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { favourites } from "@mp/db/schema/index";
import { favouriteMessages, MAX_FAVOURITES } from "@mp/contracts/favourite";
import { saveRule } from "../src/modules/favourites/routes.ts";
import { createAccount, type Account } from "./helpers/accounts.ts";
import { insertJob } from "./helpers/hiring.ts";
import {
  callApi,
  catalogue,
  createPublishedListing,
  createVendorTestApp,
  rows,
  type VendorTestApp,
} from "./helpers/vendor.ts";

let t: VendorTestApp;
let listingId: string;
let jobId: string;

type Body = { result: number; message?: string };
const save = (type: string, id: string, who: Account) =>
  callApi<Body>(t.app, "PUT", `/api/favourites/${type}/${id}`, who.token);
const unsave = (type: string, id: string, who: Account) =>
  callApi<Body>(t.app, "DELETE", `/api/favourites/${type}/${id}`, who.token);

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
  const ids = await catalogue(t.database);
  const vendor = await createAccount(t.app);
  listingId = (await createPublishedListing(t.app, vendor.token, ids, { name: "Harbor Bakery" })).listing._id;
  jobId = await insertJob(t.database, vendor.user._id);
});
afterAll(() => t?.close());

describe("limits", () => {
  it("refuses a save past the cap with 409 and a clear message; an item already saved still answers 200", async () => {
    const hoarder = await createAccount(t.app);
    await save("listing", listingId, hoarder);
    await t.database.db.insert(favourites).values(
      Array.from({ length: MAX_FAVOURITES - 1 }, () => ({
        userId: hoarder.user._id,
        targetType: "job" as const,
        targetId: randomUUID(),
      })),
    );
    const before = await savesOf(listingId);
    const res = await save("job", jobId, hoarder);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(favouriteMessages.limit);
    expect(await countRows(hoarder.user._id)).toBe(MAX_FAVOURITES);
    expect((await save("listing", listingId, hoarder)).status).toBe(200);
    expect(await savesOf(listingId)).toBe(before);
    // One out, one in.
    await unsave("listing", listingId, hoarder);
    expect((await save("job", jobId, hoarder)).status).toBe(200);
  });

  it("throttles saves per account: 429 past the hourly rule, and nothing written", async () => {
    const eager = await createAccount(t.app);
    for (let i = 0; i < saveRule.max; i++) await t.app.throttle.allow(saveRule, eager.user._id);
    const res = await save("listing", listingId, eager);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(favouriteMessages.throttled);
    expect(await countRows(eager.user._id)).toBe(0);
    // Another account is not held back.
    expect((await save("listing", listingId, await createAccount(t.app))).status).toBe(200);
  });
});
