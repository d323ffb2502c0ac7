import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminCatalogueMessages as messages,
  subcategoryMissing,
  type AdminCatalogue,
} from "@mp/contracts/admin-catalogue";
import { freelancers, jobs } from "@mp/db/schema/index";
import { createAccount, makeAdmin, type Account } from "./helpers/accounts.ts";
import {
  callApi,
  createListing,
  createVendorTestApp,
  listingBody,
  rows,
  type VendorTestApp,
} from "./helpers/vendor.ts";

let t: VendorTestApp;
let admin: Account;

beforeAll(async () => {
  t = await createVendorTestApp({ AUTH_THROTTLE: "off" });
  admin = await createAccount(t.app);
  await makeAdmin(t.database, admin.user._id);
});
afterAll(() => t?.close());

type Answer = { result: number; message: string; result_value: { _id: string }; errors?: Record<string, string[]> };
const call = (method: string, url: string, payload?: object) =>
  callApi<Answer>(t.app, method, url, admin.token, payload);
const catalogue = async () =>
  (await callApi<{ result_value: AdminCatalogue }>(t.app, "GET", "/api/admin/categories", admin.token)).body
    .result_value.categories;
const count = async (table: string, column: string, id: string) =>
  Number(
    (
      await rows<{ n: string }>(
        t.database,
        sql`select count(*) as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
      )
    )[0]!.n,
  );

/** A new category with two subcategories, a listing in each, a job and a freelancer (one without a subcategory). */
async function stockedCategory(name: string) {
  const created = await call("POST", "/api/admin/categories", { name, iconName: "bakeries", hue: 10 });
  const categoryId = created.body.result_value._id;
  const subIds: string[] = [];
  for (const sub of ["Alpha", "Beta"]) {
    const res = await call("POST", `/api/admin/categories/${categoryId}/subcategories`, { name: `${name} ${sub}` });
    expect(res.status).toBe(201);
    subIds.push(res.body.result_value._id);
  }
  // A vendor of its own: the free tier allows only so many listings.
  const vendor = await createAccount(t.app);
  for (const subcategoryId of subIds)
    await createListing(t.app, vendor.token, listingBody({ categoryId, subcategoryId }));
  const job = {
    employerId: vendor.user._id,
    categoryId,
    title: "Job",
    description: "d",
    companyName: "c",
    location: "l",
  };
  await t.database.db.insert(jobs).values([
    { ...job, jobType: "contract", subcategoryId: subIds[0] },
    { ...job, jobType: "contract" },
  ]);
  const freelancer = await createAccount(t.app);
  await t.database.db.insert(freelancers).values({
    userId: freelancer.user._id,
    categoryId,
    subcategoryId: subIds[1],
    fullName: "F",
    headline: "h",
    bio: "b",
    skills: [],
    hourlyRateCents: 100,
    location: "l",
  });
  return { categoryId, subIds };
}

describe("deleting a category", () => {
  it("moves its listings, jobs, freelancers and subcategories to the target, merging or moving each", async () => {
    const from = await stockedCategory("Doomed");
    const to = await stockedCategory("Keeper");
    const res = await call("DELETE", `/api/admin/categories/${from.categoryId}`, {
      targetCategoryId: to.categoryId,
      subcategories: [
        { id: from.subIds[0], into: to.subIds[0] },
        { id: from.subIds[1], into: null },
      ],
    });
    expect(res.status).toBe(200);
    const kept = (await catalogue()).find((c) => c._id === to.categoryId)!;
    expect((await catalogue()).some((c) => c._id === from.categoryId)).toBe(false);
    expect(kept.counts).toMatchObject({ listings: 4, jobs: 4, freelancers: 2 });
    expect(kept.subcategories.map((s) => s._id)).toEqual([...to.subIds, from.subIds[1]]);
    expect(kept.subcategories[0]!.counts).toMatchObject({ listings: 2, jobs: 2 });
    expect(kept.subcategories[2]!.counts).toMatchObject({ listings: 1, freelancers: 1 });
    expect(await count("subcategories", "id", from.subIds[0]!)).toBe(0);
    for (const table of ["listings", "jobs", "freelancers"])
      expect(await count(table, "category_id", from.categoryId)).toBe(0);
    const site = await callApi<{ result_value: { _id: string }[] }>(t.app, "GET", "/api/getmaincategory");
    expect(site.body.result_value.some((c) => c._id === from.categoryId)).toBe(false);
    const [audit] = await rows<{ action: string; after: { movedTo: string } }>(
      t.database,
      sql`select action, after from audit_log where target_id = ${from.categoryId} and action = 'category.delete'`,
    );
    expect(audit!.after.movedTo).toBe(to.categoryId);
  });

  it("refuses what would orphan anything, moving into itself, or into a subcategory of another category", async () => {
    const from = await stockedCategory("Refused");
    const to = await stockedCategory("Receiver");
    const url = `/api/admin/categories/${from.categoryId}`;
    const cases: [object, number, string][] = [
      [{ targetCategoryId: from.categoryId, subcategories: [] }, 400, messages.intoItself],
      [{ targetCategoryId: randomUUID(), subcategories: [] }, 400, messages.categoryNotFound],
      [
        { targetCategoryId: to.categoryId, subcategories: [{ id: from.subIds[0], into: null }] },
        400,
        subcategoryMissing("Refused Beta"),
      ],
      [
        {
          targetCategoryId: to.categoryId,
          subcategories: [
            { id: from.subIds[0], into: from.subIds[1] },
            { id: from.subIds[1], into: null },
          ],
        },
        400,
        messages.mappingTargetElsewhere,
      ],
      [
        { targetCategoryId: to.categoryId, subcategories: [{ id: randomUUID(), into: null }] },
        400,
        messages.subcategoryNotFound,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await call("DELETE", url, body);
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect(await count("listings", "category_id", from.categoryId)).toBe(2);
    expect((await call("DELETE", url)).status).toBe(400);
  });
});

describe("deleting a subcategory", () => {
  it("moves what it holds to another subcategory of the same category", async () => {
    const { categoryId, subIds } = await stockedCategory("Merging");
    const res = await call("DELETE", `/api/admin/subcategories/${subIds[0]}`, { targetSubcategoryId: subIds[1] });
    expect(res.status).toBe(200);
    const kept = (await catalogue()).find((c) => c._id === categoryId)!;
    expect(kept.subcategories.map((s) => s._id)).toEqual([subIds[1]]);
    expect(kept.subcategories[0]!.counts).toEqual({ listings: 2, jobs: 1, freelancers: 1 });
  });

  it("refuses itself, another category's subcategory and no target while it holds anything", async () => {
    const one = await stockedCategory("Holding");
    const other = await stockedCategory("Elsewhere");
    const url = `/api/admin/subcategories/${one.subIds[0]}`;
    expect((await call("DELETE", url, { targetSubcategoryId: one.subIds[0] })).body.message).toBe(
      messages.subcategoryIntoItself,
    );
    expect((await call("DELETE", url, { targetSubcategoryId: other.subIds[0] })).body.message).toBe(
      messages.subcategoryTargetElsewhere,
    );
    expect((await call("DELETE", url, { targetSubcategoryId: null })).body.message).toBe(
      messages.subcategoryTargetRequired,
    );
    expect(await count("listings", "subcategory_id", one.subIds[0]!)).toBe(1);
    const empty = await call("POST", `/api/admin/categories/${one.categoryId}/subcategories`, { name: "Empty one" });
    expect(
      (await call("DELETE", `/api/admin/subcategories/${empty.body.result_value._id}`, { targetSubcategoryId: null }))
        .status,
    ).toBe(200);
  });
});

describe("the last category", () => {
  // Last in the file: it empties the catalogue of this file's database.
  it("is never deleted", async () => {
    await t.database.db.execute(sql`truncate listings, jobs, freelancers, banner_ads cascade`);
    await t.database.db.execute(sql`delete from categories where id <> (select min(id::text)::uuid from categories)`);
    const left = await rows<{ id: string }>(t.database, sql`select id from categories`);
    expect(left).toHaveLength(1);
    const res = await call("DELETE", `/api/admin/categories/${left[0]!.id}`, {
      targetCategoryId: randomUUID(),
      subcategories: [],
    });
    expect(res).toMatchObject({ status: 409, body: { message: messages.lastCategory } });
  });
});
