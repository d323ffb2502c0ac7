import { randomUUID } from "node:crypto";
import { categories, subcategories } from "@mp/db/schema/index";
import { solidImage } from "../fixtures/images/generate.ts";
import { bearer, createAccount, type Account } from "../helpers/accounts.ts";
import { createHireRequest, insertFreelancerUser, makeClient, makeFreelancer } from "../helpers/hiring.ts";
import { conversationOf, createApplication, createListingRow } from "../helpers/messages.ts";
import {
  applicationForm,
  apply,
  grantClientRole,
  grantFreelancerRole,
  newClient,
  newFreelancer,
  pdfBytes,
  postJob,
} from "../helpers/jobs.ts";
import { paymentFixtures, PLANS } from "../helpers/payments.ts";
import { createListing, createPublishedListing, listingBody, uploadImage } from "../helpers/vendor.ts";
import { env, inDays, reviewPayload, today, type Fixture, type Resource } from "./context.ts";

/** A new resource of `kind` belonging to `owner`. */
export async function makeFixture(kind: Resource, owner: Account): Promise<Fixture> {
  const image = await uploadImage(env.t.app, owner.token, await solidImage(16, 16, "png"));
  const call = async (method: "POST", url: string, payload: object) => {
    const res = await env.t.app.inject({ method, url, headers: bearer(owner.token), payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ result_value: { _id: string } }>().result_value._id;
  };
  if (kind === "hire-request" || kind === "sent-hire-request") return { id: await hireFixture(kind, owner) };
  if (kind in jobFixtures) return jobFixtures[kind as keyof typeof jobFixtures](owner);
  if (kind in catalogueFixtures) return catalogueFixtures[kind as keyof typeof catalogueFixtures]();
  if (kind in paymentFixtures) {
    return paymentFixtures[kind as keyof typeof paymentFixtures](
      env.t.app,
      env.t.database,
      owner.user._id,
      owner.token,
    );
  }
  // An account for the admin user routes: the owner themselves.
  if (kind === "account") return { id: owner.user._id };
  if (kind in reviewFixtures) return reviewFixtures[kind as keyof typeof reviewFixtures](owner);
  if (kind === "saved-search") {
    const payload = { kind: "listings", name: "Bread", path: "/search", params: { q: "bread" }, frequency: "daily" };
    return { id: await call("POST", "/api/saved-searches", payload) };
  }
  if (kind === "listing") return { id: (await createListing(env.t.app, owner.token, listingBody(env.ids)))._id };
  if (kind === "client-profile") {
    const body = {
      FullName: "Owner",
      Email: owner.email,
      PhoneNumber: "+1 2025550142",
      Role: "Owner",
      CompanyName: "Co",
    };
    const res = await env.t.app.inject({
      method: "POST",
      url: "/api/clients/register",
      headers: bearer(owner.token),
      payload: body,
    });
    if (res.statusCode !== 201) throw new Error(`client register: ${res.statusCode} ${res.body}`);
    return { id: owner.user._id };
  }
  // A published listing of the owner's: its own vendor asking is refused with 409, anyone else asks.
  if (kind === "askable-listing") return { id: await createListingRow(env.t.database, { vendorId: owner.user._id }) };
  if (kind === "conversation") {
    const poster = await createAccount(env.t.app);
    const { applicationId } = await createApplication(env.t.database, {
      applicantId: owner.user._id,
      posterId: poster.user._id,
    });
    return { id: (await conversationOf(env.t.app, owner.token, { applicationId }))._id, itemId: applicationId };
  }
  if (kind === "gallery-item") {
    const listing = await createListing(env.t.app, owner.token, listingBody(env.ids));
    const itemId = await call("POST", `/api/vendor/listings/${listing._id}/images`, { imageId: image._id });
    return { id: listing._id, itemId };
  }
  if (kind === "banner-ad") {
    const body = { title: "Spring sale", imageId: image._id, linkUrl: "https://example.org/", placement: "home" };
    return {
      id: await call("POST", "/api/vendor/banner-ads", {
        ...body,
        categoryId: null,
        startsAt: today(),
        endsAt: today(),
      }),
    };
  }
  const { listing } = await createPublishedListing(env.t.app, owner.token, env.ids);
  return {
    id: await call("POST", "/api/vendor/feature-ads", {
      listingId: listing._id,
      startsAt: inDays(-0.01),
      endsAt: inDays(7),
    }),
  };
}

/** A category of its own with one subcategory (the item), and a plan to edit. */
export const catalogueFixtures = {
  category: async () => {
    const slug = `matrix-${randomUUID()}`;
    const [category] = await env.t.database.db
      .insert(categories)
      .values({ name: "Matrix", slug, icon: "/art/icons/bakeries.svg" })
      .returning({ id: categories.id });
    const [sub] = await env.t.database.db
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
  const vendor = await createAccount(env.t.app);
  return { id: (await createPublishedListing(env.t.app, vendor.token, env.ids)).listing._id };
}

const reviewFixtures = {
  "reviewable-listing": reviewableListing,
  review: async (owner: Account) => ({ id: await postReview(owner, (await reviewableListing()).id) }),
  "received-review": async (owner: Account) => {
    const { listing } = await createPublishedListing(env.t.app, owner.token, env.ids);
    return { id: await postReview(await createAccount(env.t.app), listing._id) };
  },
} satisfies Partial<Record<Resource, (owner: Account) => Promise<Fixture>>>;

async function postReview(author: Account, listingId: string): Promise<string> {
  const res = await env.t.app.inject({
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
    await grantClientRole(env.t.database, owner);
    return { id: randomUUID() };
  },
  "open-job": async (owner: Account) => {
    await grantFreelancerRole(env.t.database, owner, 10);
    return { id: await postJob(env.t.app, env.t.database, await newClient(env.t.app, env.t.database)) };
  },
  job: async (owner: Account) => ({
    id: await postJob(env.t.app, env.t.database, await grantClientRole(env.t.database, owner)),
  }),
  "received-application": async (owner: Account) => {
    const jobId = await postJob(env.t.app, env.t.database, await grantClientRole(env.t.database, owner));
    const res = await apply(env.t.app, (await newFreelancer(env.t.app, env.t.database, 10)).token, jobId);
    return { id: res.json<{ result_value: { _id: string } }>().result_value._id };
  },
  "sent-application": async (owner: Account) => {
    await grantFreelancerRole(env.t.database, owner, 10);
    const jobId = await postJob(env.t.app, env.t.database, await newClient(env.t.app, env.t.database));
    const form = applicationForm({}, [{ bytes: pdfBytes(), name: "cv.pdf", type: "application/pdf" }]);
    const { result_value } = (await apply(env.t.app, owner.token, jobId, form)).json<{
      result_value: { _id: string; attachments: { _id: string }[] };
    }>();
    return { id: result_value._id, itemId: result_value.attachments[0]!._id };
  },
} satisfies Partial<Record<Resource, (owner: Account) => Promise<Fixture>>>;

/** A pending hiring request: to `owner` as the freelancer, or sent by `owner` as the client. */
async function hireFixture(kind: "hire-request" | "sent-hire-request", owner: Account): Promise<string> {
  if (kind === "hire-request") {
    const client = await createAccount(env.t.app);
    await makeClient(env.t.database, client, 1);
    await makeFreelancer(env.t.database, owner.user._id);
    return (await createHireRequest(env.t.app, client, owner.user._id))._id;
  }
  await makeClient(env.t.database, owner, 1);
  return (await createHireRequest(env.t.app, owner, await insertFreelancerUser(env.t.database)))._id;
}
