import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminCatalogue, AdminCategory } from "@mp/contracts/admin-catalogue";
import { adminCatalogueMessages } from "@mp/contracts/admin-catalogue";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { saveSession } from "../../lib/session-store";
import { renderApp } from "../../test/render";
import { server, serveAdminApi } from "../../test/server";
import { makeUser } from "../../test/users";

const token = "admin-token";
const admin = makeUser({ name: "Grace Hopper", additionalusertype: "Admin" });
const counts = { listings: 0, jobs: 0, freelancers: 0 };

function category(n: number, name: string, subs: string[] = []): AdminCategory {
  const id = `00000000-0000-4000-8000-0000000001${String(n).padStart(2, "0")}`;
  return {
    _id: id,
    name,
    slug: name.toLowerCase().replace(/\W+/g, "-"),
    icon: "/art/icons/bakeries.svg",
    iconName: "bakeries",
    iconImage: null,
    hue: 30,
    position: n,
    counts: { ...counts, listings: n * 2, bannerAds: 0 },
    subcategories: subs.map((sub, i) => ({
      _id: `00000000-0000-4000-8000-0000000002${String(n * 10 + i).padStart(2, "0")}`,
      name: sub,
      slug: sub.toLowerCase(),
      image: "/art/subcategories/x.svg",
      uploadedImage: null,
      position: i,
      counts: { ...counts, listings: 1 },
    })),
  };
}

const bakeries = category(1, "Bakeries", ["Bread", "Cakes"]);
const florists = category(2, "Florists", ["Bouquets", "Bread"]);
const catalogue: AdminCatalogue = { categories: [bakeries, florists], iconNames: ["bakeries", "florists"] };

beforeEach(() => {
  saveSession({ token, userId: admin._id });
  serveAdminApi({ token, me: admin });
  server.use(http.get("/api/admin/categories", () => ok(catalogue)));
});

const disabled = (name: string) => (screen.getByRole("button", { name }) as HTMLButtonElement).disabled;
const valueOf = (element: HTMLElement) => (element as HTMLSelectElement | HTMLInputElement).value;
/** The texts an element's aria-describedby points at. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

describe("the catalogue page", () => {
  it("lists the categories in the site's order with what each holds", async () => {
    renderApp("/catalogue");
    await screen.findByText("Florists");
    const items = [...document.querySelectorAll(".catalogue__list > li")];
    expect(items.map((item) => item.querySelector(".catalogue-row__name")?.textContent)).toEqual([
      "Bakeries",
      "Florists",
    ]);
    expect(items[0]!.querySelector(".catalogue-row__meta")?.textContent).toBe("/bakeries · 2 listings");
    expect(disabled("Move Bakeries up")).toBe(true);
    expect(disabled("Move Bakeries down")).toBe(false);
    expect(disabled("Move Florists down")).toBe(true);
  });

  it("moves a category with a button and reads the catalogue again", async () => {
    const sent = recordRequests(server);
    server.use(http.post("/api/admin/categories/:id/move", () => ok({ ids: [florists._id, bakeries._id] })));
    const { user } = renderApp("/catalogue");
    await user.click(await screen.findByRole("button", { name: "Move Bakeries down" }));
    await waitFor(() => expect(sent.filter((r) => r.path === "/api/admin/categories")).toHaveLength(2));
    const move = sent.find((r) => r.method === "POST")!;
    expect(move.path).toBe(`/api/admin/categories/${bakeries._id}/move`);
    expect(move.body).toEqual({ direction: "down" });
  });

  it("edits a category in a dialog with labelled fields and sends the shared schema's shape", async () => {
    const sent = recordRequests(server);
    server.use(http.put("/api/admin/categories/:id", () => ok({ _id: bakeries._id })));
    const { user } = renderApp("/catalogue");
    await user.click(await screen.findByRole("button", { name: "Edit Bakeries" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Bakeries" });
    const name = within(dialog).getByLabelText("Name");
    await user.clear(name);
    await user.type(name, "Bakeries & Cafés");
    await user.clear(within(dialog).getByLabelText("Hue (0–359)"));
    await user.type(within(dialog).getByLabelText("Hue (0–359)"), "45");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent.some((r) => r.method === "PUT")).toBe(true));
    const put = sent.find((r) => r.method === "PUT")!;
    expect(put.path).toBe(`/api/admin/categories/${bakeries._id}`);
    await waitFor(() =>
      expect(put.body).toEqual({
        name: "Bakeries & Cafés",
        slug: "bakeries",
        iconName: "bakeries",
        iconImageId: null,
        hue: 45,
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows a refused slug under its field and an empty name before sending anything", async () => {
    const sent = recordRequests(server);
    server.use(
      http.put("/api/admin/categories/:id", () =>
        failure(409, adminCatalogueMessages.slugTaken, { errors: { slug: [adminCatalogueMessages.slugTaken] } }),
      ),
    );
    const { user } = renderApp("/catalogue");
    await user.click(await screen.findByRole("button", { name: "Edit Bakeries" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Bakeries" });
    await user.clear(within(dialog).getByLabelText("Name"));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(descriptionOf(within(dialog).getByLabelText("Name"))).toBe(adminCatalogueMessages.nameRequired),
    );
    expect(sent.some((r) => r.method === "PUT")).toBe(false);

    await user.type(within(dialog).getByLabelText("Name"), "Bakeries");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    const slug = within(dialog).getByLabelText("Slug");
    await waitFor(() => expect(descriptionOf(slug)).toContain(adminCatalogueMessages.slugTaken));
    expect(slug.getAttribute("aria-invalid")).toBe("true");
  });

  it("deletes a category saying where everything goes: merge a same-slug subcategory, move the rest", async () => {
    const sent = recordRequests(server);
    server.use(http.delete("/api/admin/categories/:id", () => ok({ _id: florists._id })));
    const { user } = renderApp("/catalogue");
    await user.click(await screen.findByRole("button", { name: "Delete Bakeries" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Bakeries" });
    expect(valueOf(within(dialog).getByLabelText("Move everything to"))).toBe(florists._id);
    expect(valueOf(within(dialog).getByLabelText("Bread (1 listing)"))).toBe(florists.subcategories[1]!._id);
    expect(valueOf(within(dialog).getByLabelText("Cakes (1 listing)"))).toBe("");
    await user.click(within(dialog).getByRole("button", { name: "Delete and move to Florists" }));
    await waitFor(() => expect(sent.some((r) => r.method === "DELETE")).toBe(true));
    const removal = sent.find((r) => r.method === "DELETE")!;
    await waitFor(() =>
      expect(removal.body).toEqual({
        targetCategoryId: florists._id,
        subcategories: [
          { id: bakeries.subcategories[0]!._id, into: florists.subcategories[1]!._id },
          { id: bakeries.subcategories[1]!._id, into: null },
        ],
      }),
    );
  });

  it("says when the catalogue cannot load and offers a retry", async () => {
    server.use(http.get("/api/admin/categories", () => failure(500, "The server is having trouble right now.")));
    renderApp("/catalogue");
    expect((await screen.findByText("We couldn't load the catalogue.")).textContent).toBe(
      "We couldn't load the catalogue.",
    );
    expect(disabled("Retry")).toBe(false);
  });
});
