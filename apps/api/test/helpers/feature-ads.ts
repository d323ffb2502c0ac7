import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { FeatureAd } from "@mp/contracts/feature-ad";
import type { ListingSummary } from "@mp/contracts/listing";
import type { Account } from "./accounts.ts";
import {
  callApi,
  catalogue,
  createListing,
  createPublishedListing,
  createVendorTestApp,
  listingBody,
  rows,
  uploadImage,
  type ErrorBody,
  type VendorTestApp,
} from "./vendor.ts";

export type Envelope<T> = {
  result: number;
  result_value: T;
  featured?: ListingSummary[];
  meta?: { hasMore: boolean; currentPage: number };
};

const DAY = 24 * 60 * 60 * 1000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/**
 * The set-up of the feature-ad test files: an app of their own, a subcategory whose listings are
 * only theirs, and the calls the tests make. The fields of `s` are filled in by `beforeAll`.
 */
export function useFeatureAdSuite() {
  const s = {} as { t: VendorTestApp; ids: { categoryId: string; subcategoryId: string } };
  beforeAll(async () => {
    s.t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
    const { categoryId } = await catalogue(s.t.database);
    // A subcategory of our own: its listings are only the ones these tests make.
    const [sub] = await rows<{ id: string }>(
      s.t.database,
      sql`insert into subcategories (category_id, name, slug, image)
          values (${categoryId}, 'Feature test shelf', ${`feature-test-${randomUUID()}`}, '/art/x.svg') returning id`,
    );
    s.ids = { categoryId, subcategoryId: sub!.id };
  });
  afterAll(() => s.t?.close());

  const call = <T = unknown>(method: string, url: string, token?: string, payload?: object) =>
    callApi<T>(s.t.app, method, url, token, payload);

  async function listingOf(account: Account, { publish = true, name = `Shelf ${randomUUID().slice(0, 8)}` } = {}) {
    if (publish) return (await createPublishedListing(s.t.app, account.token, s.ids, { name })).listing;
    const cover = await uploadImage(s.t.app, account.token);
    return createListing(s.t.app, account.token, listingBody(s.ids, { name, coverImageId: cover._id }));
  }

  const feature = (token: string, listingId: string, startsAt = inDays(-0.01), endsAt = inDays(7)) =>
    call<Envelope<FeatureAd> & ErrorBody>("POST", "/api/vendor/feature-ads", token, { listingId, startsAt, endsAt });

  const adRows = (listingId: string) =>
    rows<{ id: string; starts_at: Date; ends_at: Date }>(
      s.t.database,
      sql`select id, starts_at, ends_at from feature_ads where listing_id = ${listingId} order by starts_at`,
    );

  /** An ad written straight to the table: the API never accepts one that has already ended. */
  const insertAd = (account: Account, listingId: string, startsAt: string, endsAt: string) =>
    s.t.database.db.execute(sql`insert into feature_ads (vendor_id, listing_id, starts_at, ends_at)
      values (${account.user._id}, ${listingId}, ${startsAt}::timestamptz, ${endsAt}::timestamptz)`);

  const homeIds = async () =>
    (await call<Envelope<ListingSummary[]>>("GET", "/api/featured-listings?limit=24")).body.result_value.map(
      (l) => l._id,
    );
  const subcategoryPage = (page = 1, limit = 100) =>
    call<Envelope<ListingSummary[]>>(
      "GET",
      `/api/listings?subcategoryId=${s.ids.subcategoryId}&page=${page}&limit=${limit}`,
    );

  return { s, call, listingOf, feature, adRows, insertAd, homeIds, subcategoryPage };
}
