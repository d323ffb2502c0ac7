import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingDetail } from "@mp/contracts/listing";
import type { PublicVendor } from "@mp/contracts/vendor-profile";
import { bearer, createAccount, type Account } from "./helpers/accounts.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";
import { catalogue, createPublishedListing, rows, type Envelope } from "./helpers/vendor.ts";

const INVALID = "Enter a valid phone number with its country code, such as +1 202 555 0123.";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Answer = { result: number; message: string; errors?: Record<string, string[]> };
const putPhone = async (account: Account | null, payload: object) => {
  const res = await t.app.inject({
    method: "PUT",
    url: "/api/account/phone",
    headers: account ? bearer(account.token) : {},
    payload,
  });
  return { status: res.statusCode, body: res.json<Answer>() };
};
const userRow = async (id: string) =>
  (
    await rows<{ phone: string | null; verified: boolean; pending: number }>(
      t.database,
      sql`select phone, phone_verified_at is not null as verified,
            (select count(*)::int from phone_verifications where user_id = ${id}) as pending
          from users where id = ${id}`,
    )
  )[0]!;
const confirmBoth = (id: string) =>
  t.database.db.execute(sql`update users set email_verified_at = now(), phone_verified_at = now() where id = ${id}`);

describe("PUT /api/account/phone", () => {
  it("changes the number, which is no longer confirmed: the vendor loses the Verified business mark", async () => {
    const vendor = await createAccount(t.app, { phone: "+12025550181" });
    const { listing } = await createPublishedListing(t.app, vendor.token, await catalogue(t.database));
    await confirmBoth(vendor.user._id);
    const verifiedMark = async () => {
      const detail = await t.app.inject({ method: "GET", url: `/api/listings/${listing._id}` });
      const page = await t.app.inject({ method: "GET", url: `/api/vendors/${vendor.user._id}` });
      const onPage = page.json<Envelope<{ vendor: PublicVendor }>>().result_value.vendor.verified;
      return [detail.json<Envelope<ListingDetail>>().result_value.vendor.verified, onPage];
    };
    expect(await verifiedMark()).toEqual([true, true]);

    // The same number, written another way, changes nothing.
    expect(await putPhone(vendor, { phone: "+1 (202) 555-0181" })).toEqual({
      status: 200,
      body: { result: 1, message: "Your phone number is saved." },
    });
    expect(await userRow(vendor.user._id)).toEqual({ phone: "+12025550181", verified: true, pending: 0 });

    expect(await putPhone(vendor, { phone: "+1 202 555 0199" })).toEqual({
      status: 200,
      body: { result: 1, message: "Your phone number is saved." },
    });
    expect(await userRow(vendor.user._id)).toEqual({ phone: "+12025550199", verified: false, pending: 0 });
    expect(await verifiedMark()).toEqual([false, false]);
    const status = await t.app.inject({
      method: "GET",
      url: "/api/account/verification",
      headers: bearer(vendor.token),
    });
    expect(status.json<Envelope<unknown>>().result_value).toMatchObject({
      phone: "+12025550199",
      phoneVerified: false,
    });
  });

  it("drops the code pending for the old number, and an empty value removes the number", async () => {
    const account = await createAccount(t.app, { phone: "+12025550182" });
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/account/phone/verification",
      headers: bearer(account.token),
    });
    expect(asked.statusCode).toBe(200);
    expect((await userRow(account.user._id)).pending).toBe(1);

    expect(await putPhone(account, { phone: "  " })).toEqual({
      status: 200,
      body: { result: 1, message: "Your phone number is removed." },
    });
    expect(await userRow(account.user._id)).toEqual({ phone: null, verified: false, pending: 0 });
  });

  it("refuses a bad number with 400 and changes nothing; signed out it answers 401", async () => {
    const account = await createAccount(t.app, { phone: "+12025550183" });
    await confirmBoth(account.user._id);
    for (const payload of [
      { phone: "2025550183" },
      { phone: "+1 555" },
      { phone: "+1".padEnd(41, "2") },
      { phone: 12025550183 },
      {},
      { phone: "+12025550184", extra: true },
    ]) {
      const res = await putPhone(account, payload);
      expect([res.status, res.body.result]).toEqual([400, 0]);
      if ("phone" in payload && !("extra" in payload)) expect(res.body.message).toBe(INVALID);
    }
    expect(await userRow(account.user._id)).toEqual({ phone: "+12025550183", verified: true, pending: 0 });

    const signedOut = await putPhone(null, { phone: "+12025550185" });
    expect(signedOut.status).toBe(401);
    expect(await userRow(account.user._id)).toEqual({ phone: "+12025550183", verified: true, pending: 0 });
  });
});
