import type * as FastifyModule from "fastify";
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from "fastify";
import { eq, sql } from "drizzle-orm";
import { payments } from "@mp/db/schema/index";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, utcDay } from "@mp/contracts/banner-ad";
import { solidImage } from "./fixtures/images/generate.ts";
import { bearer, createAccount, login, makeAdmin, signup, signupBody, type Account } from "./helpers/accounts.ts";
import { createAccountElsewhere } from "./helpers/admin-users.ts";
import { adminCatalogueCases } from "./helpers/admin-catalogue-cases.ts";
import { watchCatalogueWrites } from "./helpers/catalogue-writes.ts";
import { createApplication } from "./helpers/messages.ts";
import { HIRE_MESSAGE, insertFreelancerUser, makeClient, signedInFreelancer } from "./helpers/hiring.ts";
import { apply, jobBody, newClient, newFreelancer } from "./helpers/jobs.ts";
import { PLANS, postWebhook, signed, stripeEvent, testModeSecret } from "./helpers/payments.ts";
import { createTestApp, TEST_TOKEN_SECRET, type TestApp } from "./helpers/test-app.ts";
import { createEmailTokens } from "../src/modules/account-verification/email-token.ts";
import { createUnsubscribeTokens } from "../src/modules/saved-searches/unsubscribe-token.ts";
import { catalogue, createListing, imageForm, listingBody, uploadImage } from "./helpers/vendor.ts";
import { profileBody } from "./helpers/vendor-profile.ts";

// Every route the app registers, as its method and URL at the moment Fastify adds it: the route
// objects helpers/route-table.ts keeps change afterwards (a prefix's "/" route ends up with the "/").
const routeTable = vi.hoisted(() => [] as string[]);
vi.mock("fastify", async (importOriginal) => {
  const fastify = await importOriginal<typeof FastifyModule>();
  const withRouteTable = ((options: Parameters<typeof fastify.default>[0]) => {
    const app = fastify.default(options);
    app.addHook("onRoute", (route: RouteOptions) => {
      for (const method of [route.method].flat()) routeTable.push(`${method} ${route.url}`);
    });
    return app;
  }) as typeof fastify.default;
  return { ...fastify, default: withRouteTable };
});

const isMutating = (route: string) => /^(?:POST|PUT|PATCH|DELETE) /.test(route);
const FORGETFUL_ROUTE = "POST /test/forgetful-write";

let t: TestApp;
let vendor: Account;
let observe: Awaited<ReturnType<typeof watchCatalogueWrites>>;
let conversationId = "";
const hiring = {} as { client: Account; freelancer: Account; hireId: string };
const sendHire = (freelancerUserId: string) =>
  send("POST", "/api/hire-requests", { freelancerUserId, message: HIRE_MESSAGE }, hiring.client.token);
const hireMove = (move: string, by: Account) =>
  send("POST", `/api/hire-requests/${hiring.hireId}/${move}`, undefined, by.token);
const billing = {} as { account: Account; checkoutId: string };
const jobState = {} as { client: Account; freelancer: Account; jobId: string; applicationId: string };
const users = {} as { admin: Account; target: Account };
const adminUserUrl = (action: string) => `/api/admin/users/${users.target.user._id}/${action}`;
const state = {} as {
  reviewId: string;
  listingId: string;
  itemId: string;
  imageIds: string[];
  featureAdId: string;
  bannerAdId: string;
  savedSearchId: string;
};

beforeAll(async () => {
  t = await createTestApp({
    // A write route that bypasses the catalogue writer: the check below must catch it.
    extraRoutes: (app) =>
      app.post("/test/forgetful-write", async () => {
        await app.database.db.execute(
          sql`update categories set name = name where id = (select id from categories order by id limit 1)`,
        );
        return { result: 1 };
      }),
  });
  observe = await watchCatalogueWrites(t);
  vendor = await createAccount(t.app);
  // The admin user routes: a suspension hides a listing, so its target has one before it is observed.
  users.admin = await createAccountElsewhere(t.app);
  await makeAdmin(t.database, users.admin.user._id, "Super-Admin");
  users.target = await createAccountElsewhere(t.app);
  await createListing(t.app, users.target.token, listingBody(await catalogue(t.database)));
});
afterAll(() => t?.close());

const send = (method: InjectOptions["method"], url: string, payload?: object, token = vendor.token) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

type Case =
  /** A successful request to the route; `catalogue` says whether it writes catalogue tables. */
  | { catalogue: boolean; request: () => Promise<LightMyRequestResponse> }
  /** Routes that touch accounts only and need what this test cannot make (a mailed token, an identity provider). */
  | { accountsOnly: string };

const today = utcDay();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const listingUrl = () => `/api/vendor/listings/${state.listingId}`;
const freelancerBody = {
  headline: "Bookbinder",
  bio: "Binding.",
  skills: ["Binding"],
  hourlyRateCents: 4000,
  location: "Springfield",
};
/** The account the freelancer and client rows register (other rows may make the vendor a client). */
const profiles = {} as { account: Account };
const clientBody = {
  FullName: "Vendor",
  Email: "v@example.org",
  PhoneNumber: "+1 2025550142",
  Role: "Owner",
  CompanyName: "Co",
};

/**
 * A row for every mutating route, in the order they run (each builds on the ones before). A new
 * route fails the first test until it gets a row here; its row then proves that a write to the
 * catalogue moves the version.
 */
const cases: [string, Case][] = [
  ["POST /api/auth/signup", { catalogue: false, request: () => signup(t.app, signupBody()) }],
  ["POST /api/auth/login", { catalogue: false, request: () => login(t.app, vendor.email) }],
  [
    "POST /api/auth/logout",
    {
      catalogue: false,
      request: async () => send("POST", "/api/auth/logout", undefined, (await createAccount(t.app)).token),
    },
  ],
  [
    "POST /api/auth/forgot-password",
    { catalogue: false, request: () => send("POST", "/api/auth/forgot-password", { email: vendor.email }) },
  ],
  ["POST /api/auth/reset-password", { accountsOnly: "needs the token mailed by forgot-password" }],
  [
    "POST /api/account/phone/verification",
    { catalogue: false, request: () => send("POST", "/api/account/phone/verification") },
  ],
  ["POST /api/account/phone/verify", { accountsOnly: "needs the code texted by phone/verification" }],
  [
    "PUT /api/account/phone",
    { catalogue: false, request: () => send("PUT", "/api/account/phone", { phone: "+1 202 555 0177" }) },
  ],
  [
    "POST /api/account/email/verification",
    { catalogue: false, request: () => send("POST", "/api/account/email/verification") },
  ],
  [
    "POST /api/account/email/confirm",
    {
      catalogue: false,
      request: () =>
        send("POST", "/api/account/email/confirm", {
          token: createEmailTokens(TEST_TOKEN_SECRET).sign(vendor.user._id, vendor.email),
        }),
    },
  ],
  [
    "POST /api/contact",
    {
      catalogue: false,
      request: () =>
        send("POST", "/api/contact", {
          name: "Ada",
          email: "ada@example.org",
          topic: "other",
          message: "Hello there, team.",
        }),
    },
  ],
  ["POST /api/auth/google", { accountsOnly: "needs Google's sign-in (social-login.test.ts fakes it)" }],
  ["POST /api/auth/facebook", { accountsOnly: "needs Facebook's sign-in (social-login.test.ts fakes it)" }],
  [
    "POST /api/payments/checkout",
    {
      catalogue: false,
      request: async () => {
        billing.account = await createAccount(t.app);
        const res = await send("POST", "/api/payments/checkout", { planId: PLANS.userBasic }, billing.account.token);
        billing.checkoutId = res.json<{ result_value: { checkoutId: string } }>().result_value.checkoutId;
        return res;
      },
    },
  ],
  [
    "POST /api/payments/test-checkout/:id/decline",
    {
      catalogue: false,
      request: () =>
        send("POST", `/api/payments/test-checkout/${billing.checkoutId}/decline`, undefined, billing.account.token),
    },
  ],
  [
    "POST /api/payments/test-checkout/:id/pay",
    {
      catalogue: false,
      request: async () => {
        const opened = await send("POST", "/api/payments/checkout", { planId: PLANS.userBasic }, billing.account.token);
        const { checkoutId } = opened.json<{ result_value: { checkoutId: string } }>().result_value;
        return send("POST", `/api/payments/test-checkout/${checkoutId}/pay`, undefined, billing.account.token);
      },
    },
  ],
  [
    "POST /api/subscription/:id/cancel",
    {
      catalogue: false,
      request: async () => {
        const live = await send("GET", "/api/subscription", undefined, billing.account.token);
        const { _id } = live.json<{ result_value: { user: { _id: string } } }>().result_value.user;
        return send("POST", `/api/subscription/${_id}/cancel`, undefined, billing.account.token);
      },
    },
  ],
  [
    "POST /api/payments/webhook",
    {
      catalogue: false,
      request: () => {
        const { payload, signature } = signed(stripeEvent("customer.created", { id: "cus_1" }), testModeSecret(t.app));
        return postWebhook(t.app, payload, signature);
      },
    },
  ],
  [
    "POST /api/jobs",
    {
      catalogue: false,
      request: async () => {
        jobState.client = await newClient(t.app, t.database);
        const res = await send("POST", "/api/jobs", await jobBody(t.database), jobState.client.token);
        jobState.jobId = res.json<{ result_value: { _id: string } }>().result_value._id;
        return res;
      },
    },
  ],
  [
    "PUT /api/jobs/:id",
    {
      catalogue: false,
      request: async () =>
        send(
          "PUT",
          `/api/jobs/${jobState.jobId}`,
          await jobBody(t.database, { title: "Renamed job" }),
          jobState.client.token,
        ),
    },
  ],
  [
    "POST /api/jobs/:id/applications",
    {
      catalogue: false,
      request: async () => {
        jobState.freelancer = await newFreelancer(t.app, t.database, 10);
        const res = await apply(t.app, jobState.freelancer.token, jobState.jobId);
        jobState.applicationId = res.json<{ result_value: { _id: string } }>().result_value._id;
        return res;
      },
    },
  ],
  [
    "PATCH /api/applications/:id",
    {
      catalogue: false,
      request: () =>
        send("PATCH", `/api/applications/${jobState.applicationId}`, { status: "shortlisted" }, jobState.client.token),
    },
  ],
  [
    "POST /api/applications/:id/withdraw",
    {
      catalogue: false,
      request: () =>
        send("POST", `/api/applications/${jobState.applicationId}/withdraw`, undefined, jobState.freelancer.token),
    },
  ],
  [
    "POST /api/jobs/:id/close",
    {
      catalogue: false,
      request: () => send("POST", `/api/jobs/${jobState.jobId}/close`, undefined, jobState.client.token),
    },
  ],
  [
    "POST /api/conversations",
    {
      catalogue: false,
      request: async () => {
        const poster = await createAccount(t.app);
        const { applicationId } = await createApplication(t.database, {
          applicantId: vendor.user._id,
          posterId: poster.user._id,
        });
        const res = await send("POST", "/api/conversations", { applicationId });
        conversationId = res.json<{ result_value: { _id: string } }>().result_value._id;
        return res;
      },
    },
  ],
  [
    "POST /api/conversations/:id/messages",
    { catalogue: false, request: () => send("POST", `/api/conversations/${conversationId}/messages`, { body: "Hi" }) },
  ],
  [
    "POST /api/conversations/:id/read",
    { catalogue: false, request: () => send("POST", `/api/conversations/${conversationId}/read`) },
  ],
  [
    "POST /api/listings/:id/conversation",
    {
      catalogue: false,
      request: async () =>
        send("POST", `/api/listings/${await aPublicListingId()}/conversation`, { body: "Open on Sundays?" }),
    },
  ],
  [
    "POST /api/messages/blocks",
    {
      catalogue: false,
      // The other person of the conversation the rows above opened (no new accounts: sign-ups are throttled here).
      request: async () => send("POST", "/api/messages/blocks", { userId: await conversationPartner() }),
    },
  ],
  [
    "DELETE /api/messages/blocks/:userId",
    {
      catalogue: false,
      request: async () => send("DELETE", `/api/messages/blocks/${await conversationPartner()}`),
    },
  ],
  [
    "POST /api/hire-requests",
    {
      catalogue: false,
      request: async () => {
        hiring.client = await createAccount(t.app);
        await makeClient(t.database, hiring.client, 3);
        hiring.freelancer = await signedInFreelancer(t.app, t.database);
        const res = await sendHire(hiring.freelancer.user._id);
        hiring.hireId = res.json<{ result_value: { _id: string } }>().result_value._id;
        return res;
      },
    },
  ],
  ["POST /api/hire-requests/:id/decline", { catalogue: false, request: () => hireMove("decline", hiring.freelancer) }],
  [
    "POST /api/hire-requests/:id/cancel",
    {
      catalogue: false,
      request: async () => {
        const sent = await sendHire(await insertFreelancerUser(t.database));
        hiring.hireId = sent.json<{ result_value: { _id: string } }>().result_value._id;
        return hireMove("cancel", hiring.client);
      },
    },
  ],
  [
    "POST /api/hire-requests/:id/accept",
    {
      catalogue: false,
      request: async () => {
        const sent = await sendHire(hiring.freelancer.user._id);
        hiring.hireId = sent.json<{ result_value: { _id: string } }>().result_value._id;
        return hireMove("accept", hiring.freelancer);
      },
    },
  ],
  ["POST /api/hire-requests/:id/complete", { catalogue: false, request: () => hireMove("complete", hiring.client) }],
  [
    "POST /api/hire-requests/:id/reviews",
    {
      catalogue: false,
      request: () =>
        send(
          "POST",
          `/api/hire-requests/${hiring.hireId}/reviews`,
          { rating: 5, comment: "Quick and careful work." },
          hiring.client.token,
        ),
    },
  ],
  [
    "POST /api/vendor/images",
    {
      catalogue: false,
      request: async () => {
        const images = [await uploadImage(t.app, vendor.token), await uploadImage(t.app, vendor.token)];
        const res = await t.app.inject({
          method: "POST",
          url: "/api/vendor/images",
          headers: bearer(vendor.token),
          payload: imageForm(await solidImage(640, 480, "png")),
        });
        state.imageIds = [...images, res.json<{ result_value: { _id: string } }>().result_value].map(
          (image) => image._id,
        );
        return res;
      },
    },
  ],
  [
    "POST /api/vendor/listings",
    {
      catalogue: true,
      request: async () => {
        const ids = await catalogue(t.database);
        const res = await send("POST", "/api/vendor/listings", listingBody(ids, { coverImageId: state.imageIds[0]! }));
        state.listingId = res.json<{ result_value: { _id: string } }>().result_value._id;
        return res;
      },
    },
  ],
  [
    "PUT /api/vendor/listings/:id",
    {
      catalogue: true,
      request: async () =>
        send(
          "PUT",
          listingUrl(),
          listingBody(await catalogue(t.database), { name: "Renamed", coverImageId: state.imageIds[0]! }),
        ),
    },
  ],
  [
    "POST /api/vendor/listings/:id/publish",
    { catalogue: true, request: () => send("POST", `${listingUrl()}/publish`) },
  ],
  [
    "POST /api/vendor/listings/:id/images",
    {
      catalogue: true,
      request: async () => {
        const res = await send("POST", `${listingUrl()}/images`, { imageId: state.imageIds[1]!, caption: "Front" });
        state.itemId = res.json<{ result_value: { _id: string } }>().result_value._id;
        return res;
      },
    },
  ],
  [
    "PUT /api/vendor/listings/:id/images/order",
    { catalogue: true, request: () => send("PUT", `${listingUrl()}/images/order`, { imageIds: [state.itemId] }) },
  ],
  [
    "PATCH /api/vendor/listings/:id/images/:itemId",
    { catalogue: true, request: () => send("PATCH", `${listingUrl()}/images/${state.itemId}`, { caption: "Door" }) },
  ],
  [
    "DELETE /api/vendor/listings/:id/images/:itemId",
    { catalogue: true, request: () => send("DELETE", `${listingUrl()}/images/${state.itemId}`) },
  ],
  [
    "PUT /api/vendor/listings/:id/fields",
    {
      catalogue: true,
      request: () =>
        send("PUT", `${listingUrl()}/fields`, { fields: [{ label: "Rooms", type: "number", value: "3" }] }),
    },
  ],
  [
    "POST /api/freelancers/register",
    {
      catalogue: false,
      request: async () => {
        const { categoryId } = await catalogue(t.database);
        profiles.account = await createAccount(t.app);
        return send("POST", "/api/freelancers/register", { ...freelancerBody, categoryId }, profiles.account.token);
      },
    },
  ],
  [
    "PUT /api/freelancers/me",
    {
      catalogue: false,
      request: async () => {
        const body = { ...freelancerBody, categoryId: (await catalogue(t.database)).categoryId, headline: "Binder" };
        return send("PUT", "/api/freelancers/me", body, profiles.account.token);
      },
    },
  ],
  [
    "POST /api/clients/register",
    { catalogue: false, request: () => send("POST", "/api/clients/register", clientBody, profiles.account.token) },
  ],
  [
    "PUT /api/clients/me",
    { catalogue: false, request: () => send("PUT", "/api/clients/me", clientBody, profiles.account.token) },
  ],
  [
    "POST /api/clientProfileDetails",
    {
      catalogue: false,
      request: () =>
        send("POST", "/api/clientProfileDetails", { id: profiles.account.user._id }, profiles.account.token),
    },
  ],
  [
    "POST /api/listings/:id/events",
    { catalogue: false, request: () => send("POST", `/api/listings/${state.listingId}/events`, { type: "view" }) },
  ],
  [
    "POST /api/listings/impressions",
    { catalogue: false, request: () => send("POST", "/api/listings/impressions", { ids: [state.listingId] }) },
  ],
  [
    "POST /api/listings/:id/featured-click",
    { catalogue: false, request: () => send("POST", `/api/listings/${state.listingId}/featured-click`) },
  ],
  [
    "POST /api/vendor/feature-ads",
    {
      catalogue: true,
      request: async () => {
        const body = { listingId: state.listingId, startsAt: inDays(-0.01), endsAt: inDays(7) };
        const res = await send("POST", "/api/vendor/feature-ads", body);
        state.featureAdId = res.json<{ result_value: { _id: string } }>().result_value._id;
        return res;
      },
    },
  ],
  [
    "PUT /api/vendor/feature-ads/:id",
    {
      catalogue: true,
      request: () =>
        send("PUT", `/api/vendor/feature-ads/${state.featureAdId}`, { startsAt: inDays(-0.01), endsAt: inDays(9) }),
    },
  ],
  [
    "DELETE /api/vendor/feature-ads/:id",
    { catalogue: true, request: () => send("DELETE", `/api/vendor/feature-ads/${state.featureAdId}`) },
  ],
  // Favourites and the listing's daily save count are no catalogue table: saving moves nothing.
  [
    "PUT /api/favourites/:targetType/:targetId",
    { catalogue: false, request: async () => send("PUT", `/api/favourites/listing/${await aPublicListingId()}`) },
  ],
  [
    "DELETE /api/favourites/:targetType/:targetId",
    { catalogue: false, request: async () => send("DELETE", `/api/favourites/listing/${await aPublicListingId()}`) },
  ],
  // Saved searches and their matches are no catalogue table.
  [
    "POST /api/saved-searches",
    {
      catalogue: false,
      request: async () => {
        const res = await send("POST", "/api/saved-searches", savedSearchBody);
        state.savedSearchId = res.json<{ result_value: { _id: string } }>().result_value._id;
        return res;
      },
    },
  ],
  [
    "PATCH /api/saved-searches/:id",
    {
      catalogue: false,
      request: () => send("PATCH", `/api/saved-searches/${state.savedSearchId}`, { frequency: "instant" }),
    },
  ],
  [
    "POST /api/saved-searches/unsubscribe",
    {
      catalogue: false,
      request: () =>
        send("POST", "/api/saved-searches/unsubscribe", {
          token: createUnsubscribeTokens(TEST_TOKEN_SECRET).sign(state.savedSearchId),
        }),
    },
  ],
  [
    "DELETE /api/saved-searches/:id",
    {
      catalogue: false,
      request: async () => {
        const res = await send("POST", "/api/saved-searches", savedSearchBody);
        return send("DELETE", `/api/saved-searches/${res.json<{ result_value: { _id: string } }>().result_value._id}`);
      },
    },
  ],
  [
    "POST /api/vendor/banner-ads",
    {
      catalogue: true,
      request: async () => {
        const body = bannerBody("Spring sale");
        const res = await send("POST", "/api/vendor/banner-ads", body);
        state.bannerAdId = res.json<{ result_value: { _id: string } }>().result_value._id;
        return res;
      },
    },
  ],
  [
    "POST /api/banner-ads/:id/events",
    {
      catalogue: false,
      request: () => send("POST", `/api/banner-ads/${state.bannerAdId}/events`, { type: "impression" }),
    },
  ],
  [
    "PUT /api/vendor/banner-ads/:id",
    {
      catalogue: true,
      request: () => send("PUT", `/api/vendor/banner-ads/${state.bannerAdId}`, bannerBody("Summer sale")),
    },
  ],
  [
    "DELETE /api/vendor/banner-ads/:id",
    { catalogue: true, request: () => send("DELETE", `/api/vendor/banner-ads/${state.bannerAdId}`) },
  ],
  [
    "PUT /api/vendor/profile",
    {
      catalogue: true,
      request: () => send("PUT", "/api/vendor/profile", profileBody()),
    },
  ],
  ["POST /api/reports", { catalogue: false, request: () => reportListing() }],
  ["POST /api/admin/reports/dismiss", { catalogue: false, request: () => moderate("dismiss", {}) }],
  ["POST /api/admin/reports/hide", { catalogue: true, request: () => moderate("hide", { note: "Scam." }) }],
  ["POST /api/admin/reports/restore", { catalogue: true, request: () => moderate("restore", {}) }],
  // A review's rating changes the listing's (the trigger), which cards and search show; a reply does not.
  [
    "POST /api/listings/:id/reviews",
    {
      catalogue: true,
      request: async () => {
        const res = await send("POST", `/api/listings/${state.listingId}/reviews`, reviewBody(5), hiring.client.token);
        state.reviewId = res.json<{ result_value: { _id: string } }>().result_value._id;
        return res;
      },
    },
  ],
  [
    "PUT /api/reviews/:id",
    {
      catalogue: true,
      request: () => send("PUT", `/api/reviews/${state.reviewId}`, reviewBody(4), hiring.client.token),
    },
  ],
  [
    "POST /api/reviews/:id/reply",
    { catalogue: false, request: () => send("POST", `/api/reviews/${state.reviewId}/reply`, { reply: "Thank you!" }) },
  ],
  [
    "DELETE /api/reviews/:id",
    {
      catalogue: true,
      request: () => send("DELETE", `/api/reviews/${state.reviewId}`, undefined, hiring.client.token),
    },
  ],
  [
    "POST /api/vendor/listings/:id/unpublish",
    { catalogue: true, request: () => send("POST", `${listingUrl()}/unpublish`) },
  ],
  ["DELETE /api/vendor/listings/:id", { catalogue: true, request: () => send("DELETE", listingUrl()) }],
  [
    "POST /api/admin/users/:id/suspend",
    { catalogue: true, request: () => send("POST", adminUserUrl("suspend"), { note: "Spam" }, users.admin.token) },
  ],
  [
    "POST /api/admin/users/:id/restore",
    { catalogue: true, request: () => send("POST", adminUserUrl("restore"), {}, users.admin.token) },
  ],
  [
    "POST /api/admin/users/:id/role",
    { catalogue: false, request: () => send("POST", adminUserUrl("role"), { role: "Admin" }, users.admin.token) },
  ],
  [
    "POST /api/admin/users/:id/password-reset",
    { catalogue: false, request: () => send("POST", adminUserUrl("password-reset"), undefined, users.admin.token) },
  ],
  [
    "POST /api/admin/users/:id/connects",
    {
      catalogue: false,
      request: () => send("POST", adminUserUrl("connects"), { delta: 3, reason: "Goodwill" }, users.admin.token),
    },
  ],
  [
    "POST /api/admin/payments/:id/refund",
    {
      catalogue: false,
      request: async () => {
        const buyer = await createAccountElsewhere(t.app);
        const opened = await send("POST", "/api/payments/checkout", { planId: PLANS.userBasic }, buyer.token);
        const { checkoutId } = opened.json<{ result_value: { checkoutId: string } }>().result_value;
        await send("POST", `/api/payments/test-checkout/${checkoutId}/pay`, undefined, buyer.token);
        const [paid] = await t.database.db.select().from(payments).where(eq(payments.userId, buyer.user._id));
        const note = { note: "Asked for by the customer" };
        return send("POST", `/api/admin/payments/${paid!.id}/refund`, note, users.admin.token);
      },
    },
  ],
  ...adminCatalogueCases(() => ({ app: t.app, adminToken: users.admin.token })),
];

/** A review of the demo listing the rows use. */
const reviewBody = (rating: number) => ({ rating, comment: "Bound my notebook in a day." });

/**
 * The moderation rows: the hiring rows' client reports the vendor's published listing, then the
 * jobs rows' client, made an admin, acts on it (no new accounts: sign-ups are throttled here).
 */
const reportListing = () =>
  send(
    "POST",
    "/api/reports",
    { targetType: "listing", targetId: state.listingId, reason: "scam" },
    hiring.client.token,
  );
async function moderate(move: string, extra: object) {
  await makeAdmin(t.database, jobState.client.user._id);
  const body = { targetType: "listing", targetId: state.listingId, ...extra };
  return send("POST", `/api/admin/reports/${move}`, body, jobState.client.token);
}

/** The other person of the vendor's conversation that the messages rows opened. */
async function conversationPartner(): Promise<string> {
  const res = await send("GET", `/api/conversations/${conversationId}/messages`);
  return res.json<{ result_value: { conversation: { otherParty: { _id: string } } } }>().result_value.conversation
    .otherParty._id;
}

const savedSearchBody = {
  kind: "listings",
  name: "Bread",
  path: "/search",
  params: { q: "bread" },
  frequency: "daily",
};

/** A demo listing anyone may see (the seed publishes them). */
async function aPublicListingId(): Promise<string> {
  const result = await t.database.db.execute(
    sql`select id from listings where status = 'published' and hidden_at is null order by id limit 1`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

function bannerBody(title: string) {
  return {
    title,
    imageId: state.imageIds[2]!,
    linkUrl: "https://bindery.example.org/sale",
    placement: "home",
    categoryId: null,
    startsAt: today,
    endsAt: addDays(today, 13),
  };
}

describe("cache invalidation over the route table", () => {
  it("has a row for every mutating route, and none for a route that is gone", () => {
    const mutating = routeTable.filter(isMutating).filter((route) => route !== FORGETFUL_ROUTE);
    expect(mutating.length).toBeGreaterThan(20);
    expect(cases.map(([route]) => route).sort()).toEqual([...new Set(mutating)].sort());
  });

  it.each(cases)("%s moves the catalogue version whenever it writes the catalogue", async (_route, entry) => {
    if ("accountsOnly" in entry) return;
    const seen = await observe(entry.request);
    expect(seen.status, seen.body).toBeLessThan(300);
    expect(seen.wrote).toBe(entry.catalogue);
    // A write the cached reads depend on must end their reuse; anything else must not (views, clicks, sign-ins).
    expect(seen.moved).toBe(seen.wrote);
  });

  it("catches a write route that goes around the catalogue writer", async () => {
    expect(routeTable).toContain(FORGETFUL_ROUTE);
    const seen = await observe(() => t.app.inject({ method: "POST", url: "/test/forgetful-write" }));
    expect(seen.status).toBe(200);
    expect(seen.wrote).toBe(true);
    expect(seen.moved).toBe(false);
  });
});
