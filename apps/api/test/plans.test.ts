import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Plan, PlanListResponse, PlanResponse } from "@mp/contracts/plan";
import { plans } from "@mp/db/schema/index";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

type ErrorBody = { result: 0; message: string; errors?: Record<string, string[]> };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const plansOf = async (family: string) => (await get(`/api/plans?family=${family}`)).json<PlanListResponse>();

const userBasic: Plan = {
  _id: "9a7e0000-0000-4000-8000-000000000101",
  family: "user",
  name: "Basic",
  rank: 1,
  priceCents: 900,
  currency: "usd",
  connectsPerPeriod: 40,
  freelancersPerPeriod: 0,
  limits: { listings: 25, imagesPerListing: 30, bannerAds: 4, featureAds: 2 },
  description: "For a shop getting started: more listings and connects to apply for jobs.",
};

describe("GET /api/plans", () => {
  it("answers the user plans in rank order, with what each gives", async () => {
    const res = await get("/api/plans?family=user");
    expect(res.statusCode).toBe(200);
    const body = res.json<PlanListResponse>();
    expect(body.result).toBe(1);
    expect(body.result_value.map((p) => [p.name, p.rank, p.priceCents, p.connectsPerPeriod])).toEqual([
      ["Basic", 1, 900, 40],
      ["Standard", 2, 1900, 100],
      ["Premium", 3, 3900, 250],
    ]);
    expect(body.result_value[0]).toEqual(userBasic);
    expect(body.result_value.map((p) => p.limits)).toEqual([
      { listings: 25, imagesPerListing: 30, bannerAds: 4, featureAds: 2 },
      { listings: 60, imagesPerListing: 40, bannerAds: 8, featureAds: 4 },
      { listings: 200, imagesPerListing: 60, bannerAds: 20, featureAds: 10 },
    ]);
  });

  it("answers the hire plans, which set no vendor limits", async () => {
    const { result_value: hire } = await plansOf("hire");
    expect(hire.map((p) => [p._id, p.name, p.family, p.freelancersPerPeriod, p.connectsPerPeriod, p.limits])).toEqual([
      ["9a7e0000-0000-4000-8000-000000000201", "Basic", "hire", 5, 0, null],
      ["9a7e0000-0000-4000-8000-000000000202", "Standard", "hire", 15, 0, null],
      ["9a7e0000-0000-4000-8000-000000000203", "Premium", "hire", 40, 0, null],
    ]);
  });

  it.each([
    ["no family", ""],
    ["an unknown family", "?family=admin"],
    ["an empty family", "?family="],
    ["a family in capitals", "?family=USER"],
    ["an unknown parameter", "?family=user&price=0"],
    ["a family twice", "?family=user&family=hire"],
  ])("refuses %s with 400", async (_, query) => {
    const res = await get(`/api/plans${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().result).toBe(0);
  });

  it("names the choice when the family is missing or unknown", async () => {
    for (const query of ["", "?family=vendor"]) {
      const body = (await get(`/api/plans${query}`)).json<ErrorBody>();
      expect(body.message).toBe("Choose a plan family: user or hire.");
      expect(body.errors?.family).toEqual(["Choose a plan family: user or hire."]);
    }
  });

  it("shows an edit of the plans at once, leaves out inactive ones and keeps rank order", async () => {
    const starter = randomUUID();
    await t.database.db.insert(plans).values({
      id: starter,
      family: "user",
      name: "Starter",
      rank: 0,
      priceCents: 300,
      connectsPerPeriod: 10,
      listingsLimit: 15,
      description: "A small start.",
    });
    await t.database.db
      .update(plans)
      .set({ active: false })
      .where(eq(plans.id, "9a7e0000-0000-4000-8000-000000000102"));
    await t.database.db
      .update(plans)
      .set({ priceCents: 1100, bannerAdsLimit: null })
      .where(eq(plans.id, userBasic._id));
    try {
      const { result_value: user } = await plansOf("user");
      expect(user.map((p) => p.name)).toEqual(["Starter", "Basic", "Premium"]);
      // A limit left empty is the free tier's.
      expect(user[0]?.limits).toEqual({ listings: 15, imagesPerListing: 20, bannerAds: 2, featureAds: 1 });
      expect(user[1]).toMatchObject({ priceCents: 1100, limits: { ...userBasic.limits, bannerAds: 2 } });
      expect((await plansOf("hire")).result_value).toHaveLength(3);
    } finally {
      await t.database.db.delete(plans).where(eq(plans.id, starter));
      await t.database.db
        .update(plans)
        .set({ active: true })
        .where(eq(plans.id, "9a7e0000-0000-4000-8000-000000000102"));
      await t.database.db.update(plans).set({ priceCents: 900, bannerAdsLimit: 4 }).where(eq(plans.id, userBasic._id));
    }
    expect((await plansOf("user")).result_value.map((p) => p.name)).toEqual(["Basic", "Standard", "Premium"]);
  });
});

describe("GET /api/plans/{id}", () => {
  it("answers one plan", async () => {
    const res = await get(`/api/plans/${userBasic._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<PlanResponse>()).toEqual({ result: 1, result_value: userBasic });
  });

  it("answers a plan no longer sold: a subscription may still be on it", async () => {
    const id = "9a7e0000-0000-4000-8000-000000000203";
    await t.database.db.update(plans).set({ active: false }).where(eq(plans.id, id));
    try {
      const res = await get(`/api/plans/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<PlanResponse>().result_value).toMatchObject({ name: "Premium", family: "hire" });
    } finally {
      await t.database.db.update(plans).set({ active: true }).where(eq(plans.id, id));
    }
  });

  it("answers 404 for an unknown plan and 400 for an id that is not one", async () => {
    const unknown = await get(`/api/plans/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>()).toMatchObject({ result: 0, message: "Plan not found." });
    for (const id of ["basic", "1", "9a7e0000-0000-4000-8000-00000000010", "%27%20or%201%3D1--"]) {
      const bad = await get(`/api/plans/${id}`);
      expect(bad.statusCode, id).toBe(400);
      expect(bad.json<ErrorBody>().message, id).toBe("Invalid plan id.");
    }
  });
});
