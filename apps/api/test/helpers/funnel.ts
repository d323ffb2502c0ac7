import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { createAccount, type Account } from "./accounts.ts";
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

  async function listingEvent(id: string, type: "view" | "contact", remoteAddress: string) {
    const res = await s.t.app.inject({
      method: "POST",
      url: `/api/listings/${id}/events`,
      payload: { type },
      remoteAddress,
    });
    expect(res.statusCode).toBe(202);
  }

  const published = async (account = s.owner, name = "Quillfeather Bindery") =>
    (await createPublishedListing(s.t.app, account.token, s.ids, { name })).listing;

  const rawRows = (listingId: string) =>
    rows<StatRow>(
      s.t.database,
      sql`select day::text as day, impressions, views, contact_clicks, messages, saves
          from listing_daily_stats where listing_id = ${listingId} order by day`,
    );

  /** Messages and saves are counted by the inbox and favourites modules; here they are written as those do. */
  const addStats = (
    listingId: string,
    day: string,
    values: { messages?: number; saves?: number; views?: number; impressions?: number },
  ) =>
    s.t.database.db.execute(sql`
      insert into listing_daily_stats (listing_id, day, impressions, views, messages, saves)
      values (${listingId}, ${day}::date, ${values.impressions ?? 0}, ${values.views ?? 0}, ${values.messages ?? 0}, ${values.saves ?? 0})
      on conflict (listing_id, day) do update set
        impressions = listing_daily_stats.impressions + excluded.impressions,
        views = listing_daily_stats.views + excluded.views,
        messages = listing_daily_stats.messages + excluded.messages,
        saves = listing_daily_stats.saves + excluded.saves`);

  return { s, call, beacon, listingEvent, published, rawRows, addStats };
}
