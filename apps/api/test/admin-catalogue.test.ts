import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminCatalogue } from "@mp/contracts/admin-catalogue";
import { adminCatalogueMessages as messages } from "@mp/contracts/admin-catalogue";
import { solidImage } from "./fixtures/images/generate.ts";
import { useAdminCatalogueApp } from "./helpers/admin-catalogue.ts";
import { callApi, rows, stored, uploadImage, keysOfRef } from "./helpers/vendor.ts";

const { state, call, catalogue, auditRows, siteCategories } = useAdminCatalogueApp();
const category = (name: string, extra: object = {}) => ({ name, iconName: "bakeries", hue: 30, ...extra });

describe("admin catalogue: categories", () => {
  it("lists every category in the site's order with what each holds and the icons one may name", async () => {
    const { status, body } = await call<{ result_value: AdminCatalogue }>("GET", "/api/admin/categories");
    expect(status).toBe(200);
    const { categories, iconNames } = body.result_value;
    expect(categories.map((c) => c._id)).toEqual((await siteCategories()).map((c) => c._id));
    expect(iconNames).toContain("bakeries");
    const counted = categories.reduce((sum, c) => sum + c.counts.listings, 0);
    const [all] = await rows<{ n: string }>(state.t.database, sql`select count(*) as n from listings`);
    expect(counted).toBe(Number(all!.n));
    expect(categories[0]!.subcategories.length).toBeGreaterThan(0);
  });

  it("creates a category last in the order with a generated slug, audited, and the site shows it at once", async () => {
    const created = await call("POST", "/api/admin/categories", category("Cafés & Bars"));
    expect(created.status).toBe(201);
    const id = created.body.result_value._id;
    const after = await catalogue();
    const row = after.categories.at(-1)!;
    expect(row).toMatchObject({
      _id: id,
      name: "Cafés & Bars",
      slug: "cafes-bars",
      icon: "/art/icons/bakeries.svg",
      iconName: "bakeries",
    });
    expect((await siteCategories()).at(-1)).toEqual({
      _id: id,
      categoryName: "Cafés & Bars",
      icon: "/art/icons/bakeries.svg",
    });
    const [audit] = await auditRows(id);
    expect(audit).toMatchObject({ action: "category.create", before: null, actor_id: state.admin.user._id });
    expect(audit!.after).toMatchObject({ name: "Cafés & Bars", slug: "cafes-bars" });

    const again = await call("POST", "/api/admin/categories", category("Cafes bars"));
    expect(again.status).toBe(201);
    expect((await catalogue()).categories.find((c) => c._id === again.body.result_value._id)!.slug).toBe(
      "cafes-bars-2",
    );
  });

  it("edits a category (the site's list changes at once) and records before and after", async () => {
    const [first] = await siteCategories();
    const res = await call(
      "PUT",
      `/api/admin/categories/${first!._id}`,
      category("Renamed Shops", { slug: "renamed-shops", hue: 200 }),
    );
    expect(res.status).toBe(200);
    expect((await siteCategories()).find((c) => c._id === first!._id)!.categoryName).toBe("Renamed Shops");
    const index = await callApi<{ result_value: { _id: string; categoryName: string }[] }>(
      state.t.app,
      "GET",
      "/api/category-index",
    );
    expect(index.body.result_value.find((c) => c._id === first!._id)!.categoryName).toBe("Renamed Shops");
    const [audit] = (await auditRows(first!._id)).filter((r) => r.action === "category.update");
    expect(audit!.before).toMatchObject({ name: first!.categoryName });
    expect(audit!.after).toMatchObject({ name: "Renamed Shops", slug: "renamed-shops", hue: 200 });
  });

  it("refuses a slug another category has, with nothing changed", async () => {
    const [a, b] = (await catalogue()).categories;
    const res = await call("PUT", `/api/admin/categories/${a!._id}`, category("Taken", { slug: b!.slug }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ result: 0, message: messages.slugTaken, errors: { slug: [messages.slugTaken] } });
    expect((await catalogue()).categories[0]!.name).toBe(a!.name);
  });

  it("uploads an icon through the checked pipeline, shows it on the site and cleans the old one up when replaced", async () => {
    const [first] = (await catalogue()).categories;
    const icon = await uploadImage(state.t.app, state.admin.token, await solidImage(64, 64, "png"));
    const set = await call(
      "PUT",
      `/api/admin/categories/${first!._id}`,
      category(first!.name, { slug: first!.slug, iconImageId: icon._id }),
    );
    expect(set.status).toBe(200);
    const shown = (await catalogue()).categories[0]!;
    expect(shown.iconImage?._id).toBe(icon._id);
    expect(shown.iconName).toBeNull();
    expect((await siteCategories())[0]!.icon).toBe(shown.icon);
    expect(shown.icon).toMatch(/^\/media\/listing-images\/.+\/64\.webp$/);

    // Not the clean-up's to take while a category shows it.
    await state.t.database.db.execute(
      sql`update stored_images set created_at = now() - interval '30 days' where id = ${icon._id}`,
    );
    const { deleteUnattachedImages } = await import("../src/modules/uploads/image-cleanup.ts");
    await deleteUnattachedImages({
      db: state.t.database.db,
      store: state.t.app.fileStore,
      log: state.t.app.log,
      graceHours: 1,
    });
    for (const key of keysOfRef(icon)) expect(stored(state.t, key)).toBe(true);

    const back = await call("PUT", `/api/admin/categories/${first!._id}`, category(first!.name, { slug: first!.slug }));
    expect(back.status).toBe(200);
    expect((await catalogue()).categories[0]!.icon).toBe("/art/icons/bakeries.svg");
    for (const key of keysOfRef(icon)) expect(stored(state.t, key)).toBe(false);
  });

  it("refuses another user's image, an unknown icon and hostile input, changing nothing", async () => {
    const [first] = (await catalogue()).categories;
    const theirs = await uploadImage(state.t.app, state.member.token, await solidImage(16, 16, "png"));
    const url = `/api/admin/categories/${first!._id}`;
    const foreign = await call("PUT", url, category("X", { iconImageId: theirs._id }));
    expect(foreign).toMatchObject({ status: 404, body: { message: messages.imageNotFound } });
    const unknownIcon = await call("PUT", url, category("X", { iconName: "no-such-icon" }));
    expect(unknownIcon).toMatchObject({ status: 400, body: { message: messages.iconUnknown } });
    for (const body of [
      category(""),
      category("x".repeat(81)),
      category("x".repeat(10_000)),
      category("Ok", { slug: "Bad Slug" }),
      category("Ok", { slug: `${"a-".repeat(5000)}a` }),
      category("Ok", { hue: 360 }),
      category("Ok", { hue: "30; drop table categories" }),
      { name: "Ok", iconName: null, iconImageId: null, hue: 3 },
      { ...category("Ok"), position: 0 },
    ]) {
      const res = await call("PUT", url, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.result).toBe(0);
    }
    expect((await call("PUT", "/api/admin/categories/not-a-uuid", category("X"))).status).toBe(400);
    expect(
      (await call("PUT", "/api/admin/categories/00000000-0000-4000-8000-000000000000", category("X"))).status,
    ).toBe(404);
    expect((await catalogue()).categories[0]!.name).toBe(first!.name);
  });

  it("answers 403 to a user and 401 to nobody, and writes nothing", async () => {
    const [first] = (await catalogue()).categories;
    for (const [method, url, body] of [
      ["GET", "/api/admin/categories", undefined],
      ["POST", "/api/admin/categories", category("Intruder")],
      ["PUT", `/api/admin/categories/${first!._id}`, category("Intruder")],
      ["POST", `/api/admin/categories/${first!._id}/move`, { direction: "down" }],
      ["DELETE", `/api/admin/categories/${first!._id}`, { targetCategoryId: first!._id, subcategories: [] }],
    ] as const) {
      expect((await call(method, url, body, state.member.token)).status).toBe(403);
      expect((await callApi(state.t.app, method, url, undefined, body)).status).toBe(401);
    }
    expect((await catalogue()).categories.some((c) => c.name === "Intruder")).toBe(false);
  });
});
