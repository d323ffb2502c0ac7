import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { sql } from "drizzle-orm";
import { bearer, type Account } from "../helpers/accounts.ts";
import type { TestApp } from "../helpers/test-app.ts";

/**
 * What the rows of catalogue-invalidation.isolated.test.ts share: the app, the accounts its `beforeAll`
 * makes, and what earlier rows leave for later ones (each row builds on the ones before it).
 */
export const ctx = {} as {
  t: TestApp;
  vendor: Account;
  /** The admin user routes' admin and target (the target has a listing before it is observed). */
  users: { admin: Account; target: Account };
};

/** Left by one area's rows for another's. */
export const shared = {} as {
  /** The hiring rows' client, who later reviews and reports the vendor's listing. */
  hiring: { client: Account; freelancer: Account; hireId: string };
  /** The jobs rows' client, later made an admin by the moderation rows. */
  jobClient: Account;
  /** The vendor's listing the vendor rows create and publish. */
  listingId: string;
  /** Three images of the vendor's: a cover, a gallery item and a banner. */
  imageIds: string[];
};
shared.hiring = {} as typeof shared.hiring;

export type Case =
  /** A successful request to the route; `catalogue` says whether it writes catalogue tables. */
  | { catalogue: boolean; request: () => Promise<LightMyRequestResponse> }
  /** Routes that touch accounts only and need what this test cannot make (a mailed token, an identity provider). */
  | { accountsOnly: string };

export type Row = [string, Case];

export const send = (method: InjectOptions["method"], url: string, payload?: object, token = ctx.vendor.token) =>
  ctx.t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** The `_id` of what a request made. */
export const idOf = (res: LightMyRequestResponse) => res.json<{ result_value: { _id: string } }>().result_value._id;

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A demo listing anyone may see (the seed publishes them). */
export async function aPublicListingId(): Promise<string> {
  const result = await ctx.t.database.db.execute(
    sql`select id from listings where status = 'published' and hidden_at is null order by id limit 1`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

export const listingUrl = () => `/api/vendor/listings/${shared.listingId}`;
