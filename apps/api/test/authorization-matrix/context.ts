import type { jobBody } from "../helpers/jobs.ts";
import type { paymentFixtures } from "../helpers/payments.ts";
import type { VendorTestApp } from "../helpers/vendor.ts";
import type { catalogueFixtures } from "./fixtures.ts";

/** What authorization-matrix.isolated.test.ts's `beforeAll` makes, for the fixtures and the rows' bodies. */
export const env = {} as {
  t: VendorTestApp;
  ids: { categoryId: string; subcategoryId: string };
  jobPayload: Awaited<ReturnType<typeof jobBody>>;
};

/**
 * Who may call each route. public: anyone; signed-in: any account; admin: Admin or Super-Admin;
 * self-or-admin: one's own user id, or an admin; owner: the owner of the resource in the path, or
 * an admin — anyone else gets 404, as if it did not exist; party: one of the two people of a
 * conversation or a hire, and nobody else, not even an admin (404); self: one's own user id only
 * (403 to anyone else, admins too); super-admin: a Super-Admin only (403 to users and to an
 * Admin); role: an account holding the privilege the route needs (the resource's fixture gives it
 * to its owner) — 409 "Register as …" to one without it, admins too (not 403: the site ends the
 * session on 403, and a missing privilege is no reason to).
 */
export type Access =
  "public" | "signed-in" | "admin" | "super-admin" | "self-or-admin" | "owner" | "party" | "self" | "role";
export type Resource =
  | "listing"
  | "gallery-item"
  | "banner-ad"
  | "feature-ad"
  | "conversation"
  | "askable-listing"
  | "hire-request"
  | "sent-hire-request"
  | "client-profile"
  | "client-role"
  | "open-job"
  | "job"
  | "received-application"
  | "sent-application"
  | "account"
  | "saved-search"
  | keyof typeof paymentFixtures
  | "reviewable-listing"
  | "review"
  | "received-review"
  | keyof typeof catalogueFixtures;
export type Fixture = { id: string; itemId?: string };
/** `imageId`: an image of the caller's (an admin's: of the owner's), so that only the resource's owner is in question. */
export type Row = {
  access: Access;
  resource?: Resource;
  body?: (fixture: Fixture, imageId: string) => object;
  endsSession?: boolean;
};
export type Rows = Record<string, Row>;

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
/** Today (UTC) when called: a run that crosses midnight asks for the new day, as the server checks it. */
export const today = () => new Date().toISOString().slice(0, 10);
export const reviewPayload = { rating: 4, comment: "Friendly and quick service." };

export const publicRow: Row = { access: "public" };
export const signedIn: Row = { access: "signed-in" };
export const adminOnly: Row = { access: "admin" };
export const listingRow = (body?: Row["body"]): Row => ({ access: "owner", resource: "listing", body });

/** The areas' rows as one table; a route in two areas is a mistake, not an override. */
export function allRows(...areas: Rows[]): Rows {
  const table: Rows = {};
  for (const area of areas) {
    for (const [route, row] of Object.entries(area)) {
      if (route in table) throw new Error(`${route} has rows in two areas`);
      table[route] = row;
    }
  }
  return table;
}
