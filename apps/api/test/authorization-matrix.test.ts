import { randomUUID } from "node:crypto";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { categories, subcategories } from "@mp/db/schema/index";
import { solidImage } from "./fixtures/images/generate.ts";
import { bearer, createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import { createHireRequest, insertFreelancerUser, makeClient, makeFreelancer } from "./helpers/hiring.ts";
import { conversationOf, createApplication, createListingRow } from "./helpers/messages.ts";
import {
  applicationForm,
  apply,
  grantClientRole,
  grantFreelancerRole,
  jobBody,
  newClient,
  newFreelancer,
  pdfBytes,
  postJob,
} from "./helpers/jobs.ts";
import { paymentFixtures, PLANS } from "./helpers/payments.ts";
import { routeEntries, type RouteEntry } from "./helpers/route-table.ts";
import {
  catalogue,
  createListing,
  createPublishedListing,
  createVendorTestApp,
  listingBody,
  uploadImage,
  type VendorTestApp,
} from "./helpers/vendor.ts";

const routeTable = vi.hoisted(() => [] as RouteOptions[]);
vi.mock("fastify", async (importOriginal) =>
  (await import("./helpers/route-table.ts")).withRouteTable(await importOriginal(), routeTable),
);

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
type Access = "public" | "signed-in" | "admin" | "super-admin" | "self-or-admin" | "owner" | "party" | "self" | "role";
type Resource =
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
type Fixture = { id: string; itemId?: string };
/** `imageId`: an image of the caller's (an admin's: of the owner's), so that only the resource's owner is in question. */
type Row = {
  access: Access;
  resource?: Resource;
  body?: (fixture: Fixture, imageId: string) => object;
  endsSession?: boolean;
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const today = new Date().toISOString().slice(0, 10);

const reviewPayload = { rating: 4, comment: "Friendly and quick service." };
const publicRow: Row = { access: "public" };
const signedIn: Row = { access: "signed-in" };
const listingRow = (body?: Row["body"]): Row => ({ access: "owner", resource: "listing", body });

/** One row per route: a route the app has and this table lacks fails the test. */
const expectations: Record<string, Row> = {
  "GET /api/docs/": publicRow,
  "GET /api/docs/static/index.html": publicRow,
  "GET /api/docs/static/swagger-initializer.js": publicRow,
  "GET /api/docs/static/*": publicRow,
  "GET /api/docs/json": publicRow,
  "GET /api/docs/yaml": publicRow,
  "GET /api/health": publicRow,
  "GET /api/category-index": publicRow,
  "GET /api/getmaincategory": publicRow,
  "GET /api/category": publicRow,
  "GET /api/subcategory/:categoryId": publicRow,
  "GET /api/searchbycategory/:categoryId": publicRow,
  "GET /api/listings": publicRow,
  "GET /api/listings/:id": publicRow,
  "GET /api/listings/:id/gallery": publicRow,
  "GET /api/listings/:id/more-from-vendor": publicRow,
  "POST /api/listings/:id/events": publicRow,
  "POST /api/listings/impressions": publicRow,
  "POST /api/listings/:id/featured-click": publicRow,
  "GET /api/listings/clusters": publicRow,
  "GET /api/vendor/funnel": signedIn,
  "GET /api/vendor/listings/:id/funnel": listingRow(),
  "GET /api/vendor/feature-ads/:id/funnel": { access: "owner", resource: "feature-ad" },
  "GET /api/search": publicRow,
  "GET /api/search/suggest": publicRow,
  "GET /api/saved-searches": signedIn,
  "POST /api/saved-searches": signedIn,
  "PATCH /api/saved-searches/:id": {
    access: "party",
    resource: "saved-search",
    body: () => ({ frequency: "instant" }),
  },
  "DELETE /api/saved-searches/:id": { access: "party", resource: "saved-search" },
  "POST /api/saved-searches/unsubscribe": publicRow,
  "GET /api/jobs": publicRow,
  "POST /api/jobs": { access: "role", resource: "client-role", body: () => jobPayload },
  "GET /api/jobs/mine": signedIn,
  "GET /api/jobs/:id": publicRow,
  "PUT /api/jobs/:id": { access: "owner", resource: "job", body: () => ({ ...jobPayload, title: "Taken over" }) },
  "POST /api/jobs/:id/close": { access: "party", resource: "job" },
  "POST /api/jobs/:id/applications": { access: "role", resource: "open-job" },
  "GET /api/jobs/:id/applications": { access: "owner", resource: "job" },
  "GET /api/applications/mine": signedIn,
  "PATCH /api/applications/:id": {
    access: "party",
    resource: "received-application",
    body: () => ({ status: "shortlisted" }),
  },
  "POST /api/applications/:id/withdraw": { access: "party", resource: "sent-application" },
  "GET /api/applications/:id/attachments/:attachmentId": { access: "party", resource: "sent-application" },
  "GET /api/freelancers": publicRow,
  "POST /api/freelancers/register": signedIn,
  "PUT /api/freelancers/me": signedIn,
  "GET /api/freelancers/:id": publicRow,
  "POST /api/clients/register": signedIn,
  "PUT /api/clients/me": signedIn,
  "GET /api/clients/:id": publicRow,
  "POST /api/clientProfileDetails": {
    access: "owner",
    resource: "client-profile",
    body: (fixture) => ({ page: 1, limit: 10, id: fixture.id }),
  },
  "POST /api/auth/signup": publicRow,
  "POST /api/auth/login": publicRow,
  "POST /api/auth/logout": { access: "signed-in", endsSession: true },
  "GET /api/account/verification": signedIn,
  "POST /api/account/phone/verification": signedIn,
  "POST /api/account/phone/verify": signedIn,
  "PUT /api/account/phone": signedIn,
  "POST /api/account/email/verification": signedIn,
  "POST /api/account/email/confirm": publicRow,
  "POST /api/contact": publicRow,
  "GET /api/auth/session": signedIn,
  "POST /api/auth/forgot-password": publicRow,
  "POST /api/auth/reset-password": publicRow,
  "POST /api/auth/google": publicRow,
  "POST /api/auth/facebook": publicRow,
  "GET /api/adds/UserDetalis/:userId": { access: "self-or-admin" },
  "GET /api/activitylog": signedIn,
  "GET /api/admin/users": { access: "admin" },
  "POST /api/reports": signedIn,
  "GET /api/admin/reports": { access: "admin" },
  "POST /api/admin/reports/hide": { access: "admin" },
  "POST /api/admin/reports/dismiss": { access: "admin" },
  "POST /api/admin/reports/restore": { access: "admin" },
  "GET /api/admin/users/:id": { access: "admin", resource: "account" },
  "POST /api/admin/users/:id/suspend": { access: "admin", resource: "account", body: () => ({ note: "Matrix" }) },
  "POST /api/admin/users/:id/restore": { access: "admin", resource: "account", body: () => ({}) },
  "POST /api/admin/users/:id/role": { access: "super-admin", resource: "account", body: () => ({ role: "Admin" }) },
  "POST /api/admin/users/:id/password-reset": { access: "admin", resource: "account" },
  "POST /api/admin/users/:id/connects": {
    access: "admin",
    resource: "account",
    body: () => ({ delta: 5, reason: "Matrix" }),
  },
  "GET /api/admin/payments": { access: "admin" },
  "GET /api/admin/payments/:id": { access: "admin", resource: "payment" },
  "POST /api/admin/payments/:id/refund": { access: "admin", resource: "payment", body: () => ({ note: "Matrix" }) },
  "GET /api/admin/audit": { access: "admin" },
  "GET /api/admin/dashboard": { access: "admin" },
  "GET /api/admin/categories": { access: "admin" },
  "POST /api/admin/categories": { access: "admin" },
  "PUT /api/admin/categories/order": { access: "admin" },
  "PUT /api/admin/categories/:id": {
    access: "admin",
    resource: "category",
    body: () => ({ name: "Matrix renamed", iconName: "bakeries", hue: 5 }),
  },
  "POST /api/admin/categories/:id/move": { access: "admin", resource: "category", body: () => ({ direction: "down" }) },
  "DELETE /api/admin/categories/:id": { access: "admin", resource: "category" },
  "POST /api/admin/categories/:id/subcategories": {
    access: "admin",
    resource: "category",
    body: () => ({ name: "Matrix sub" }),
  },
  "PUT /api/admin/categories/:id/subcategories/order": {
    access: "admin",
    resource: "category",
    body: (fixture) => ({ ids: [fixture.itemId] }),
  },
  "PUT /api/admin/subcategories/:id": { access: "admin", resource: "subcategory", body: () => ({ name: "Renamed" }) },
  "POST /api/admin/subcategories/:id/move": {
    access: "admin",
    resource: "subcategory",
    body: () => ({ direction: "up" }),
  },
  "DELETE /api/admin/subcategories/:id": { access: "admin", resource: "subcategory" },
  "GET /api/admin/plans": { access: "admin" },
  "PUT /api/admin/plans/:id": { access: "admin", resource: "plan" },
  "GET /api/vendor/listings": signedIn,
  "POST /api/vendor/listings": signedIn,
  "GET /api/vendor/listings/:id": listingRow(),
  "PUT /api/vendor/listings/:id": listingRow(() => ({ ...listingBody(ids), name: "Taken over" })),
  "POST /api/vendor/listings/:id/publish": listingRow(),
  "POST /api/vendor/listings/:id/unpublish": listingRow(),
  "DELETE /api/vendor/listings/:id": listingRow(),
  "GET /api/vendor/listings/:id/preview": listingRow(),
  "GET /api/vendor/listings/:id/images": listingRow(),
  "POST /api/vendor/listings/:id/images": listingRow((_, imageId) => ({ imageId })),
  "PUT /api/vendor/listings/:id/images/order": listingRow(() => ({ imageIds: [] })),
  "PATCH /api/vendor/listings/:id/images/:itemId": {
    ...listingRow(() => ({ caption: "Mine now" })),
    resource: "gallery-item",
  },
  "DELETE /api/vendor/listings/:id/images/:itemId": { access: "owner", resource: "gallery-item" },
  "GET /api/vendor/listings/:id/fields": listingRow(),
  "PUT /api/vendor/listings/:id/fields": listingRow(() => ({ fields: [] })),
  "POST /api/vendor/images": signedIn,
  "GET /api/vendor/profile": signedIn,
  "PUT /api/vendor/profile": signedIn,
  "GET /api/vendors/:id": publicRow,
  "GET /api/vendor/banner-ads/": signedIn,
  "POST /api/vendor/banner-ads/": signedIn,
  "GET /api/vendor/banner-ads/:id": { access: "owner", resource: "banner-ad" },
  "PUT /api/vendor/banner-ads/:id": {
    access: "owner",
    resource: "banner-ad",
    body: (_, imageId) => ({
      title: "Taken over",
      imageId,
      linkUrl: "https://example.org/",
      placement: "home",
      categoryId: null,
      startsAt: today,
      endsAt: today,
    }),
  },
  "DELETE /api/vendor/banner-ads/:id": { access: "owner", resource: "banner-ad" },
  "GET /api/vendor/banner-ads/:id/stats": { access: "owner", resource: "banner-ad" },
  "GET /api/banner-ads/": publicRow,
  "POST /api/banner-ads/:id/events": publicRow,
  "GET /api/vendor/feature-ads/": signedIn,
  "POST /api/vendor/feature-ads/": signedIn,
  "PUT /api/vendor/feature-ads/:id": {
    access: "owner",
    resource: "feature-ad",
    body: () => ({ startsAt: inDays(1), endsAt: inDays(3) }),
  },
  "DELETE /api/vendor/feature-ads/:id": { access: "owner", resource: "feature-ad" },
  "GET /api/featured-listings": publicRow,
  "PUT /api/favourites/:targetType/:targetId": signedIn,
  "DELETE /api/favourites/:targetType/:targetId": signedIn,
  "GET /api/favourites": signedIn,
  "GET /api/favourites/mine": signedIn,
  "GET /api/favourites/counts": signedIn,
  "GET /api/plans": publicRow,
  "GET /api/plans/:id": publicRow,
  "GET /api/credits/ledger": signedIn,
  "POST /api/payments/checkout": signedIn,
  "GET /api/payments/checkout/:id": { access: "party", resource: "checkout" },
  "POST /api/payments/test-checkout/:id/pay": { access: "party", resource: "checkout" },
  "POST /api/payments/test-checkout/:id/decline": { access: "party", resource: "checkout" },
  "POST /api/payments/webhook": publicRow,
  "GET /api/subscription": signedIn,
  "POST /api/subscription/:id/cancel": { access: "party", resource: "subscription" },
  "GET /api/payments": signedIn,
  "GET /api/payments/:id/receipt": { access: "party", resource: "payment" },
  "POST /api/conversations": {
    access: "party",
    resource: "conversation",
    body: (fixture) => ({ applicationId: fixture.itemId }),
  },
  "GET /api/conversations": signedIn,
  "GET /api/conversations/unread-count": signedIn,
  "GET /api/conversations/:id/messages": { access: "party", resource: "conversation" },
  "POST /api/conversations/:id/messages": { access: "party", resource: "conversation", body: () => ({ body: "Hi" }) },
  "POST /api/conversations/:id/read": { access: "party", resource: "conversation" },
  "POST /api/listings/:id/conversation": {
    access: "signed-in",
    resource: "askable-listing",
    body: () => ({ body: "Open on Sundays?" }),
  },
  "GET /api/messages/blocks": signedIn,
  "POST /api/messages/blocks": signedIn,
  "DELETE /api/messages/blocks/:userId": signedIn,
  "POST /api/hire-requests": signedIn,
  "GET /api/hireRequest/:userId": { access: "self" },
  "GET /api/hire-requests/sent": signedIn,
  "POST /api/hire-requests/:id/accept": { access: "party", resource: "hire-request" },
  "POST /api/hire-requests/:id/decline": { access: "party", resource: "hire-request" },
  "POST /api/hire-requests/:id/cancel": { access: "party", resource: "sent-hire-request" },
  "POST /api/hire-requests/:id/complete": { access: "party", resource: "hire-request" },
  "POST /api/hire-requests/:id/reviews": {
    access: "party",
    resource: "hire-request",
    body: () => ({ rating: 5, comment: "Great to work with." }),
  },
  "GET /api/hire-requests/:id/reviews": { access: "party", resource: "hire-request" },
  "GET /art/*": publicRow,
  "GET /media/*": publicRow,
  "GET /robots.txt": publicRow,
  "GET /sitemap.xml": publicRow,
  "GET /sitemaps/pages.xml": publicRow,
  "GET /sitemaps/:file": publicRow,
  "GET /api/listings/:id/reviews": publicRow,
  "GET /api/listings/:id/reviews/mine": { access: "signed-in", resource: "reviewable-listing" },
  "POST /api/listings/:id/reviews": { access: "signed-in", resource: "reviewable-listing", body: () => reviewPayload },
  "PUT /api/reviews/:id": { access: "party", resource: "review", body: () => ({ ...reviewPayload, rating: 2 }) },
  "DELETE /api/reviews/:id": { access: "party", resource: "review" },
  "POST /api/reviews/:id/reply": { access: "party", resource: "received-review", body: () => ({ reply: "Thanks!" }) },
};

let t: VendorTestApp;
let ids: { categoryId: string; subcategoryId: string };
let member: Account;
let other: Account;
let admin: Account;
let superAdmin: Account;
let routes: RouteEntry[];

beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  routes = routeEntries(routeTable);
  ids = await catalogue(t.database);
  jobPayload = await jobBody(t.database);
  [member, other, admin] = await Promise.all([createAccount(t.app), createAccount(t.app), createAccount(t.app)]);
  await makeAdmin(t.database, admin.user._id);
  superAdmin = await createAccount(t.app);
  await makeAdmin(t.database, superAdmin.user._id, "Super-Admin");
});
afterAll(() => t?.close());

/** A new resource of `kind` belonging to `owner`. */
async function makeFixture(kind: Resource, owner: Account): Promise<Fixture> {
  const image = await uploadImage(t.app, owner.token, await solidImage(16, 16, "png"));
  const call = async (method: "POST", url: string, payload: object) => {
    const res = await t.app.inject({ method, url, headers: bearer(owner.token), payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ result_value: { _id: string } }>().result_value._id;
  };
  if (kind === "hire-request" || kind === "sent-hire-request") return { id: await hireFixture(kind, owner) };
  if (kind in jobFixtures) return jobFixtures[kind as keyof typeof jobFixtures](owner);
  if (kind in catalogueFixtures) return catalogueFixtures[kind as keyof typeof catalogueFixtures]();
  if (kind in paymentFixtures) {
    return paymentFixtures[kind as keyof typeof paymentFixtures](t.app, t.database, owner.user._id, owner.token);
  }
  // An account for the admin user routes: the owner themselves.
  if (kind === "account") return { id: owner.user._id };
  if (kind in reviewFixtures) return reviewFixtures[kind as keyof typeof reviewFixtures](owner);
  if (kind === "saved-search") {
    const payload = { kind: "listings", name: "Bread", path: "/search", params: { q: "bread" }, frequency: "daily" };
    return { id: await call("POST", "/api/saved-searches", payload) };
  }
  if (kind === "listing") return { id: (await createListing(t.app, owner.token, listingBody(ids)))._id };
  if (kind === "client-profile") {
    const body = {
      FullName: "Owner",
      Email: owner.email,
      PhoneNumber: "+1 2025550142",
      Role: "Owner",
      CompanyName: "Co",
    };
    const res = await t.app.inject({
      method: "POST",
      url: "/api/clients/register",
      headers: bearer(owner.token),
      payload: body,
    });
    if (res.statusCode !== 201) throw new Error(`client register: ${res.statusCode} ${res.body}`);
    return { id: owner.user._id };
  }
  // A published listing of the owner's: its own vendor asking is refused with 409, anyone else asks.
  if (kind === "askable-listing") return { id: await createListingRow(t.database, { vendorId: owner.user._id }) };
  if (kind === "conversation") {
    const poster = await createAccount(t.app);
    const { applicationId } = await createApplication(t.database, {
      applicantId: owner.user._id,
      posterId: poster.user._id,
    });
    return { id: (await conversationOf(t.app, owner.token, { applicationId }))._id, itemId: applicationId };
  }
  if (kind === "gallery-item") {
    const listing = await createListing(t.app, owner.token, listingBody(ids));
    const itemId = await call("POST", `/api/vendor/listings/${listing._id}/images`, { imageId: image._id });
    return { id: listing._id, itemId };
  }
  if (kind === "banner-ad") {
    const body = { title: "Spring sale", imageId: image._id, linkUrl: "https://example.org/", placement: "home" };
    return {
      id: await call("POST", "/api/vendor/banner-ads", { ...body, categoryId: null, startsAt: today, endsAt: today }),
    };
  }
  const { listing } = await createPublishedListing(t.app, owner.token, ids);
  return {
    id: await call("POST", "/api/vendor/feature-ads", {
      listingId: listing._id,
      startsAt: inDays(-0.01),
      endsAt: inDays(7),
    }),
  };
}

let jobPayload: Awaited<ReturnType<typeof jobBody>>;

/** A category of its own with one subcategory (the item), and a plan to edit. */
const catalogueFixtures = {
  category: async () => {
    const slug = `matrix-${randomUUID()}`;
    const [category] = await t.database.db
      .insert(categories)
      .values({ name: "Matrix", slug, icon: "/art/icons/bakeries.svg" })
      .returning({ id: categories.id });
    const [sub] = await t.database.db
      .insert(subcategories)
      .values({ categoryId: category!.id, name: "Matrix sub", slug, image: "/art/icons/bakeries.svg" })
      .returning({ id: subcategories.id });
    return { id: category!.id, itemId: sub!.id };
  },
  subcategory: async () => ({ id: (await catalogueFixtures.category()).itemId }),
  plan: async () => ({ id: PLANS.userBasic }),
};

/** Reviews: a public listing of another vendor's to review; `owner`'s review of one; a review of `owner`'s listing. */
async function reviewableListing(): Promise<Fixture> {
  const vendor = await createAccount(t.app);
  return { id: (await createPublishedListing(t.app, vendor.token, ids)).listing._id };
}

const reviewFixtures = {
  "reviewable-listing": reviewableListing,
  review: async (owner: Account) => ({ id: await postReview(owner, (await reviewableListing()).id) }),
  "received-review": async (owner: Account) => {
    const { listing } = await createPublishedListing(t.app, owner.token, ids);
    return { id: await postReview(await createAccount(t.app), listing._id) };
  },
} satisfies Partial<Record<Resource, (owner: Account) => Promise<Fixture>>>;

async function postReview(author: Account, listingId: string): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/listings/${listingId}/reviews`,
    headers: bearer(author.token),
    payload: reviewPayload,
  });
  if (res.statusCode !== 201) throw new Error(`review: ${res.statusCode} ${res.body}`);
  return res.json<{ result_value: { _id: string } }>().result_value._id;
}

/** Jobs and applications: `owner` posts the job, or applies to another client's (with a PDF, the fixture's item). */
const jobFixtures = {
  "client-role": async (owner: Account) => {
    await grantClientRole(t.database, owner);
    return { id: randomUUID() };
  },
  "open-job": async (owner: Account) => {
    await grantFreelancerRole(t.database, owner, 10);
    return { id: await postJob(t.app, t.database, await newClient(t.app, t.database)) };
  },
  job: async (owner: Account) => ({ id: await postJob(t.app, t.database, await grantClientRole(t.database, owner)) }),
  "received-application": async (owner: Account) => {
    const jobId = await postJob(t.app, t.database, await grantClientRole(t.database, owner));
    const res = await apply(t.app, (await newFreelancer(t.app, t.database, 10)).token, jobId);
    return { id: res.json<{ result_value: { _id: string } }>().result_value._id };
  },
  "sent-application": async (owner: Account) => {
    await grantFreelancerRole(t.database, owner, 10);
    const jobId = await postJob(t.app, t.database, await newClient(t.app, t.database));
    const form = applicationForm({}, [{ bytes: pdfBytes(), name: "cv.pdf", type: "application/pdf" }]);
    const { result_value } = (await apply(t.app, owner.token, jobId, form)).json<{
      result_value: { _id: string; attachments: { _id: string }[] };
    }>();
    return { id: result_value._id, itemId: result_value.attachments[0]!._id };
  },
} satisfies Partial<Record<Resource, (owner: Account) => Promise<Fixture>>>;

/** A pending hiring request: to `owner` as the freelancer, or sent by `owner` as the client. */
async function hireFixture(kind: "hire-request" | "sent-hire-request", owner: Account): Promise<string> {
  if (kind === "hire-request") {
    const client = await createAccount(t.app);
    await makeClient(t.database, client, 1);
    await makeFreelancer(t.database, owner.user._id);
    return (await createHireRequest(t.app, client, owner.user._id))._id;
  }
  await makeClient(t.database, owner, 1);
  return (await createHireRequest(t.app, owner, await insertFreelancerUser(t.database)))._id;
}

const images = new Map<string, Promise<string>>();
/** An image `account` uploaded, once per account. */
function imageOf(account: Account): Promise<string> {
  const known = images.get(account.user._id);
  if (known) return known;
  const uploaded = solidImage(16, 16, "png").then(
    async (bytes) => (await uploadImage(t.app, account.token, bytes))._id,
  );
  images.set(account.user._id, uploaded);
  return uploaded;
}

/** The route's URL with its parameters filled: the fixture's ids, or ones that need not exist. */
function urlOf(route: RouteEntry, fixture: Fixture | null, owner: Account): string {
  return route.url
    .replace(":itemId", fixture?.itemId ?? randomUUID())
    .replace(":attachmentId", fixture?.itemId ?? randomUUID())
    .replace(":id", fixture?.id ?? randomUUID())
    .replace(":userId", owner.user._id)
    .replace(":categoryId", ids.categoryId)
    .replace(":file", "listings-1.xml")
    .replace(/\*$/, "missing.png")
    .replace(/\/$/, "");
}

async function callAs(route: RouteEntry, row: Row, caller: Account | null, fixture: Fixture | null, owner: Account) {
  let token = caller?.token;
  // Logging out ends the session it is called with: a session of its own keeps the others' tokens alive.
  if (caller && row.endsSession) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: caller.email, password: caller.password },
    });
    token = res.json<{ token: string }>().token;
  }
  const hasBody = route.method !== "GET" && route.method !== "DELETE";
  // An admin works with the owner's images; anyone else with their own.
  const imageId = row.body && caller ? await imageOf(caller === admin ? owner : caller) : randomUUID();
  const res = await t.app.inject({
    method: route.method as "GET",
    url: urlOf(route, fixture, owner),
    headers: token ? bearer(token) : {},
    ...(hasBody ? { payload: row.body && fixture ? row.body(fixture, imageId) : {} } : {}),
  });
  return res.statusCode;
}

const allowed = (status: number) => status < 500 && status !== 401 && status !== 403;
const allowedOwn = (status: number) => allowed(status) && status !== 404;

describe("the authorization matrix", { timeout: 180_000 }, () => {
  it("has a row for every route the app serves, and none for a route it does not", () => {
    const keys = routes.map((route) => route.key);
    expect(keys.length).toBeGreaterThan(60);
    expect(keys.filter((key) => !(key in expectations))).toEqual([]);
    expect(Object.keys(expectations).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it("answers anonymous callers, users, other users and admins as each route's row says", async () => {
    const failures: string[] = [];
    const check = (route: RouteEntry, who: string, status: number, ok: boolean, expected: string) => {
      if (!ok) failures.push(`${route.key} as ${who}: ${status}, expected ${expected}`);
    };
    for (const route of routes) {
      const row = expectations[route.key];
      if (!row) continue;
      const owner = row.access === "owner" ? await createAccount(t.app) : member;
      const fixture = row.resource ? await makeFixture(row.resource, owner) : null;
      const anonymous = await callAs(route, row, null, fixture, owner);
      if (row.access === "public") {
        check(route, "anonymous", anonymous, allowed(anonymous), "neither 401 nor 403 nor 5xx");
        for (const [who, caller] of [
          ["a user", member],
          ["an admin", admin],
        ] as const) {
          const status = await callAs(route, row, caller, fixture, owner);
          check(route, who, status, allowed(status), "neither 401 nor 403 nor 5xx");
        }
        continue;
      }
      check(route, "anonymous", anonymous, anonymous === 401, "401");
      if (row.access !== "signed-in" && row.access !== "admin" && row.access !== "super-admin") {
        const stranger = await callAs(route, row, other, fixture, owner);
        const refusal =
          row.access === "role" ? 409 : row.access === "self-or-admin" || row.access === "self" ? 403 : 404;
        check(route, "another user", stranger, stranger === refusal, String(refusal));
      }
      const byOwner = await callAs(route, row, owner, fixture, owner);
      if (row.access === "admin" || row.access === "super-admin")
        check(route, "a user", byOwner, byOwner === 403, "403");
      else check(route, "its user", byOwner, allowedOwn(byOwner), "neither 401, 403, 404 nor 5xx");
      // An admin acts on another owner's resource, since the first may be gone (DELETE) and a
      // plan allows few ads.
      const adminOwner = row.resource ? await createAccount(t.app) : owner;
      const adminFixture = row.resource ? await makeFixture(row.resource, adminOwner) : null;
      const byAdmin = await callAs(route, row, admin, adminFixture, adminOwner);
      if (row.access === "party") check(route, "an admin", byAdmin, byAdmin === 404, "404");
      else if (row.access === "self") check(route, "an admin", byAdmin, byAdmin === 403, "403");
      else if (row.access === "role") check(route, "an admin", byAdmin, byAdmin === 409, "409");
      else if (row.access === "super-admin") {
        check(route, "an Admin", byAdmin, byAdmin === 403, "403");
        const bySuperAdmin = await callAs(route, row, superAdmin, adminFixture, adminOwner);
        check(route, "a Super-Admin", bySuperAdmin, allowedOwn(bySuperAdmin), "neither 401, 403, 404 nor 5xx");
      } else check(route, "an admin", byAdmin, allowedOwn(byAdmin), "neither 401, 403, 404 nor 5xx");
    }
    expect(failures).toEqual([]);
  });
});
