import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { deferred, failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { makeCategory, makeSubcategory } from "../../../test/categories";
import { renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import { CategorySidebar } from "./category-sidebar";

const bakeries = makeCategory("Bakeries");
const florists = makeCategory("Florists");
const bread = makeSubcategory("Bread & Rolls");
const cakes = makeSubcategory("Cakes");
const roses = makeSubcategory("Roses");

function mockCategories() {
  server.use(
    http.get("/api/category", () => ok([bakeries, florists])),
    http.get(`/api/subcategory/${bakeries._id}`, () => ok([cakes, bread])),
    http.get(`/api/subcategory/${florists._id}`, () => ok([roses])),
  );
  return recordRequests(server);
}

const sidebar = () => screen.getByRole("navigation", { name: "Employer menu" });

describe("CategorySidebar", () => {
  it("starts with a Dashboard link to /home, then every category with its 20 px icon", async () => {
    const sent = mockCategories();
    renderWithRouter(<CategorySidebar />);

    const toggle = await screen.findByRole("button", { name: "Bakeries" });
    const links = within(sidebar()).getAllByRole("link");
    expect(links[0]?.textContent).toBe("Dashboard");
    expect(links[0]?.getAttribute("href")).toBe("/home");
    expect(
      within(sidebar())
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Bakeries", "Florists"]);

    const icon = toggle.querySelector("img")!;
    expect(icon.getAttribute("src")).toBe(bakeries.icon);
    expect(icon.getAttribute("alt")).toBe("");
    expect(icon.getAttribute("width")).toBe("20");
    expect(icon.getAttribute("height")).toBe("20");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(sent.map((request) => request.path)).toEqual(["/api/category"]);
  });

  it("opens a category: Loading..., then its subcategories linking to /products/{name}/{id}", async () => {
    const reply = deferred<Response>();
    server.use(
      http.get("/api/category", () => ok([bakeries, florists])),
      http.get("/api/subcategory/:id", () => reply.promise),
    );
    const { user } = renderWithRouter(<CategorySidebar />);

    const toggle = await screen.findByRole("button", { name: "Bakeries" });
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const loading = within(sidebar()).getByText("Loading...");
    expect(loading.getAttribute("role")).toBe("status");
    expect(toggle.getAttribute("aria-controls")).toBe(loading.id);

    reply.resolve(ok([cakes, bread]));
    const link = await within(sidebar()).findByRole("link", { name: "Bread & Rolls" });
    expect(link.getAttribute("href")).toBe(`/products/Bread%20%26%20Rolls/${bread._id}`);
    expect(within(sidebar()).getByRole("link", { name: "Cakes" }).getAttribute("href")).toBe(
      `/products/Cakes/${cakes._id}`,
    );
    expect(toggle.getAttribute("aria-controls")).toBe(link.closest("ul")?.id);
  });

  it("keeps one category open at a time, and folds the open one on a second click", async () => {
    mockCategories();
    const { user } = renderWithRouter(<CategorySidebar />);
    const bakeriesToggle = await screen.findByRole("button", { name: "Bakeries" });
    const floristsToggle = screen.getByRole("button", { name: "Florists" });

    await user.click(bakeriesToggle);
    await within(sidebar()).findByRole("link", { name: "Cakes" });

    await user.click(floristsToggle);
    expect((await within(sidebar()).findByRole("link", { name: "Roses" })).getAttribute("href")).toBe(
      `/products/Roses/${roses._id}`,
    );
    expect(floristsToggle.getAttribute("aria-expanded")).toBe("true");
    expect(bakeriesToggle.getAttribute("aria-expanded")).toBe("false");
    expect(within(sidebar()).queryByRole("link", { name: "Cakes" })).toBeNull();

    await user.click(floristsToggle);
    expect(floristsToggle.getAttribute("aria-expanded")).toBe("false");
    expect(within(sidebar()).queryByRole("link", { name: "Roses" })).toBeNull();
    expect(within(sidebar()).getAllByRole("link")).toHaveLength(1);
  });

  it("says No subcategories found for an empty or failed category", async () => {
    const plumbers = makeCategory("Plumbers");
    server.use(
      http.get("/api/category", () => ok([plumbers])),
      http.get("/api/subcategory/:id", () => failure(500, "Internal server error.")),
    );
    const { user } = renderWithRouter(<CategorySidebar />);
    const toggle = await screen.findByRole("button", { name: "Plumbers" });
    await user.click(toggle);
    const empty = await within(sidebar()).findByText("No subcategories found");
    expect(empty.getAttribute("role")).toBe("status");
    expect(toggle.getAttribute("aria-controls")).toBe(empty.id);
  });
});
