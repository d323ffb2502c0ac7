import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { bearer, createAccount, type Account } from "./accounts.ts";
import {
  callApi,
  catalogue,
  createPublishedListing,
  createVendorTestApp,
  rows,
  type Envelope,
  type ErrorBody,
  type VendorTestApp,
} from "./vendor.ts";

export type StatRow = {
  day: string;
  impressions: number;
  views: number;
  contact_clicks: number;
  messages: number;
  saves: number;
};

/**
 * The set-up of the vendor funnel's test files: an app of their own, a subcategory, two vendors,
 * and the calls the tests make. The fields of `s` are filled in by `beforeAll`.
 */
export function useFunnelSuite() {
  const s = {} as {
    t: VendorTestApp;
    ids: Awaited<ReturnType<typeof catalogue>>;
    owner: Account;
    stranger: Account;
  };
  beforeAll(async () => {
    s.t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
    s.ids = await catalogue(s.t.database);
    [s.owner, s.stranger] = await Promise.all([createAccount(s.t.app), createAccount(s.t.app)]);
  });
  afterAll(() => s.t?.close());

  const call = <T>(method: string, url: string, token?: string, payload?: object) =>
    callApi<T & ErrorBody>(s.t.app, method, url, token, payload);

  async function beacon(payload: object, remoteAddress = "203.0.113.20") {
    const res = await s.t.app.inject({ method: "POST", url: "/api/listings/impressions", payload, remoteAddress });
    return { status: res.statusCode, body: res.json<Envelope<{ listings: number; featureAds: number }> & ErrorBody>() };
  }

  /** A visitor's browser: its address, and the ad-visit cookie a featured card's click gave it, if any. */
  type Visitor = { address: string; cookie?: string };
  const headersOf = (visitor: Visitor, token?: string) => ({
    ...(token ? bearer(token) : {}),
    ...(visitor.cookie ? { cookie: visitor.cookie } : {}),
  });

  async function listingEvent(id: string, type: "view" | "contact", visitor: Visitor | string) {
    const who = typeof visitor === "string" ? { address: visitor } : visitor;
    const res = await s.t.app.inject({
      method: "POST",
      url: `/api/listings/${id}/events`,
      payload: { type },
      remoteAddress: who.address,
      headers: headersOf(who),
    });
    expect(res.statusCode).toBe(202);
  }

  /** A real "Ask a question" (the conversation's first message counts on the listing). */
  async function ask(id: string, account: Account, visitor: Visitor = { address: "203.0.113.99" }) {
    const res = await s.t.app.inject({
      method: "POST",
      url: `/api/listings/${id}/conversation`,
      payload: { body: "Is this still available?" },
      remoteAddress: visitor.address,
      headers: headersOf(visitor, account.token),
    });
    expect(res.statusCode).toBe(201);
  }

  /** A real save of the listing in the account's favourites. */
  async function save(id: string, account: Account, visitor: Visitor = { address: "203.0.113.99" }) {
    const res = await s.t.app.inject({
      method: "PUT",
      url: `/api/favourites/listing/${id}`,
      remoteAddress: visitor.address,
      headers: headersOf(visitor, account.token),
    });
    expect(res.statusCode).toBe(200);
  }

  /** A click on a featured card: whether it counted, and the visitor's browser with the cookies it was given. */
  async function featuredClick(id: string, address: string) {
    const res = await s.t.app.inject({
      method: "POST",
      url: `/api/listings/${id}/featured-click`,
      remoteAddress: address,
    });
    expect(res.statusCode).toBe(202);
    const setCookie = [res.headers["set-cookie"] ?? []].flat();
    const cookie = setCookie[0]?.split(";")[0];
    return {
      counted: res.json<Envelope<{ counted: boolean }>>().result_value.counted,
      setCookie,
      visitor: { address, ...(cookie ? { cookie } : {}) } as Visitor,
    };
  }

  const published = async (account = s.owner, name = "Quillfeather Bindery") =>
    (await createPublishedListing(s.t.app, account.token, s.ids, { name })).listing;

  const rawRows = (listingId: string) =>
    rows<StatRow>(
      s.t.database,
      sql`select day::text as day, impressions, views, contact_clicks, messages, saves
          from listing_daily_stats where listing_id = ${listingId} order by day`,
    );

  /** Days before today cannot be driven through the API: their impressions and views are written as the beacons write them. */
  const addPastStats = (listingId: string, day: string, values: { views?: number; impressions?: number }) =>
    s.t.database.db.execute(sql`
      insert into listing_daily_stats (listing_id, day, impressions, views)
      values (${listingId}, ${day}::date, ${values.impressions ?? 0}, ${values.views ?? 0})`);

  return { s, call, beacon, listingEvent, ask, save, featuredClick, published, rawRows, addPastStats };
}
