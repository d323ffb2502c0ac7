import { describe, expect, it } from "vitest";
import { adminCatalogueMessages as messages } from "@mp/contracts/admin-catalogue";
import { solidImage } from "./fixtures/images/generate.ts";
import { useAdminCatalogueApp } from "./helpers/admin-catalogue.ts";
import { callApi, uploadImage } from "./helpers/vendor.ts";

const { state, call, catalogue, auditRows, siteCategories } = useAdminCatalogueApp();

describe("admin catalogue: order", () => {
  it("moves a category down and up, rewriting positions in one go, and the site follows", async () => {
    const before = (await catalogue()).categories.map((c) => c._id);
    const down = await call<{ result_value: { ids: string[] } }>("POST", `/api/admin/categories/${before[0]}/move`, {
      direction: "down",
    });
    expect(down.status).toBe(200);
    const expected = [before[1], before[0], ...before.slice(2)];
    expect(down.body.result_value.ids).toEqual(expected);
    expect((await siteCategories()).map((c) => c._id)).toEqual(expected);
    const positions = (await catalogue()).categories.map((c) => c.position);
    expect(positions).toEqual(expected.map((_, i) => i));
    // The first stays first when moved up.
    const top = await call<{ result_value: { ids: string[] } }>("POST", `/api/admin/categories/${before[1]}/move`, {
      direction: "up",
    });
    expect(top.body.result_value.ids).toEqual(expected);
    const audit = (await auditRows(before[0]!)).find((r) => r.action === "category.move_down");
    expect(audit).toMatchObject({ before: { order: before }, after: { order: expected } });
  });

  it("takes a full order only when it lists every category once", async () => {
    const ids = (await catalogue()).categories.map((c) => c._id);
    const reversed = [...ids].reverse();
    const ok = await call("PUT", "/api/admin/categories/order", { ids: reversed });
    expect(ok.status).toBe(200);
    expect((await siteCategories()).map((c) => c._id)).toEqual(reversed);
    // The category index (the /categories page) lists by name whatever the admin order.
    const index = await callApi<{ result_value: { categoryName: string }[] }>(
      state.t.app,
      "GET",
      "/api/category-index",
    );
    const names = index.body.result_value.map((c) => c.categoryName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true })));
    for (const bad of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), reversed[1]]]) {
      const res = await call("PUT", "/api/admin/categories/order", { ids: bad });
      expect(res).toMatchObject({ status: 409, body: { message: messages.orderMismatch } });
    }
    expect((await catalogue()).categories.map((c) => c._id)).toEqual(reversed);
  });

  it("orders subcategories within their category", async () => {
    const first = (await catalogue()).categories.find((c) => c.subcategories.length > 2);
    const subs = first!.subcategories.map((s) => s._id);
    const moved = await call<{ result_value: { ids: string[] } }>("POST", `/api/admin/subcategories/${subs[1]}/move`, {
      direction: "up",
    });
    expect(moved.body.result_value.ids).toEqual([subs[1], subs[0], ...subs.slice(2)]);
    const site = await callApi<{ result_value: { _id: string }[] }>(
      state.t.app,
      "GET",
      `/api/subcategory/${first!._id}`,
    );
    expect(site.body.result_value.map((s) => s._id)).toEqual([subs[1], subs[0], ...subs.slice(2)]);
    const full = await call("PUT", `/api/admin/categories/${first!._id}/subcategories/order`, {
      ids: [...subs].reverse(),
    });
    expect(full.status).toBe(200);
    const other = (await catalogue()).categories.find((c) => c._id !== first!._id && c.subcategories.length > 0)!
      .subcategories[0]!._id;
    const foreign = await call("PUT", `/api/admin/categories/${first!._id}/subcategories/order`, {
      ids: [...subs.slice(1), other],
    });
    expect(foreign).toMatchObject({ status: 409, body: { message: messages.subcategoryOrderMismatch } });
  });
});

describe("admin catalogue: subcategories", () => {
  it("creates and edits a subcategory with an uploaded image, refusing a slug its category already has", async () => {
    const owner = (await catalogue()).categories.find((c) => c.subcategories.length > 1)!;
    const url = `/api/admin/categories/${owner._id}/subcategories`;
    const created = await call("POST", url, { name: "Pop-up Shops" });
    expect(created.status).toBe(201);
    const id = created.body.result_value._id;
    let sub = (await catalogue()).categories.find((c) => c._id === owner._id)!.subcategories.at(-1)!;
    expect(sub).toMatchObject({ _id: id, slug: "pop-up-shops", image: owner.icon, uploadedImage: null });

    const taken = await call("POST", url, { name: "Again", slug: owner.subcategories[0]!.slug });
    expect(taken).toMatchObject({ status: 409, body: { message: messages.subcategorySlugTaken } });
    // Another category may use the same slug.
    const elsewhere = (await catalogue()).categories.find((c) => c._id !== owner._id)!;
    const reused = await call("POST", `/api/admin/categories/${elsewhere._id}/subcategories`, { name: "Pop-up Shops" });
    expect(reused.status).toBe(201);

    const picture = await uploadImage(state.t.app, state.admin.token, await solidImage(800, 600, "png"));
    const edited = await call("PUT", `/api/admin/subcategories/${id}`, {
      name: "Pop-ups",
      slug: "",
      imageId: picture._id,
    });
    expect(edited.status).toBe(200);
    sub = (await catalogue()).categories.find((c) => c._id === owner._id)!.subcategories.find((s) => s._id === id)!;
    expect(sub).toMatchObject({ name: "Pop-ups", slug: "pop-ups", uploadedImage: { _id: picture._id } });
    const site = await callApi<{ result_value: { _id: string; subimage: string }[] }>(
      state.t.app,
      "GET",
      `/api/subcategory/${owner._id}`,
    );
    expect(site.body.result_value.find((s) => s._id === id)!.subimage).toMatch(/^\/media\/listing-images\/.+\.webp$/);
    const [audit] = await auditRows(id).then((r) => r.filter((row) => row.action === "subcategory.update"));
    expect(audit!.before).toMatchObject({ name: "Pop-up Shops", imageId: null });
    expect(audit!.after).toMatchObject({ name: "Pop-ups", imageId: picture._id });
  });

  it("refuses an unknown category or subcategory, another user's image and hostile names", async () => {
    const theirs = await uploadImage(state.t.app, state.member.token, await solidImage(16, 16, "png"));
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await call("POST", `/api/admin/categories/${unknown}/subcategories`, { name: "X" })).status).toBe(404);
    expect((await call("PUT", `/api/admin/subcategories/${unknown}`, { name: "X" })).status).toBe(404);
    expect((await call("POST", `/api/admin/subcategories/${unknown}/move`, { direction: "up" })).status).toBe(404);
    const [first] = (await catalogue()).categories;
    const url = `/api/admin/categories/${first!._id}/subcategories`;
    expect((await call("POST", url, { name: "X", imageId: theirs._id })).body.message).toBe(messages.imageNotFound);
    for (const body of [
      { name: " " },
      { name: "x".repeat(81) },
      { name: "X", slug: "-x-" },
      { name: "X", extra: 1 },
      { name: 5 },
    ]) {
      expect((await call("POST", url, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await call("POST", `/api/admin/subcategories/${first!.subcategories[0]!._id}/move`, { direction: "left" }))
        .status,
    ).toBe(400);
  });
});
