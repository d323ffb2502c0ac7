import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { deferred, failure, ok, recordRequests, type SentRequest } from "@mp/ui/test/msw.ts";
import type { JobSummary } from "@mp/contracts/job";
import { makeCategory, makeSubcategory } from "../../test/categories";
import { jobMaker } from "../../test/jobs";
import { listingMaker } from "../../test/listings";
import { renderApp } from "../../test/render";
import { page, server } from "../../test/server";

const bakeries = makeCategory("Bakeries");
const florists = makeCategory("Florists");
const plumbers = makeCategory("Plumbers");
const allCategories = [bakeries, florists, plumbers];

const categorySection = () => screen.getByRole("region", { name: /categories/i });

/**
 * Answers `GET /api/category` with `answer` (the listings and jobs stay empty, so their sections
 * stay hidden); returns the request log.
 */
function serveCategories(answer: (url: URL) => Response | Promise<Response> = () => ok(allCategories)) {
  server.use(http.get("/api/category", ({ request }) => answer(new URL(request.url))));
  return recordRequests(server);
}

/** The category calls made, in order (not the index the listing cards read their subcategory names from). */
const categoryCalls = (sent: SentRequest[]) =>
  sent
    .map((request) => request.path)
    .filter((path) => path.startsWith("/api/category") && !path.startsWith("/api/category-index"));

/** The categories shown, in order. */
const categoryNames = () =>
  within(categorySection())
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("home page categories", () => {
  it("shows a loading state, then every category with its icon and name", async () => {
    const reply = deferred<Response>();
    const sent = serveCategories(() => reply.promise);
    renderApp("/");

    expect((await screen.findByText("Loading categories…")).closest("[role=status]")).not.toBeNull();

    reply.resolve(ok(allCategories));
    const tile = await screen.findByRole("button", { name: "Bakeries" });
    expect(tile.querySelector("img")?.getAttribute("src")).toBe("/art/icons/bakeries.svg");
    const names = within(categorySection())
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(names).toEqual(["Bakeries", "Florists", "Plumbers"]);
    expect(categorySection().contains(screen.getByText("3 categories of local shops, services and makers."))).toBe(
      true,
    );
    expect(screen.queryByText("Loading categories…")).toBeNull();
    expect(categoryCalls(sent)).toEqual(["/api/category"]);
  });

  it("filters by the ?q= search on the API", async () => {
    const sent = serveCategories(() => ok([bakeries]));
    renderApp("/?q=bake");
    const heading = await screen.findByRole("heading", { name: "Categories matching “bake”" });
    expect(categorySection().contains(heading)).toBe(true);
    await screen.findByRole("button", { name: "Bakeries" });
    expect(categoryNames()).toEqual(["Bakeries"]);
    expect(categoryCalls(sent)).toEqual(["/api/category?search=bake"]);
    expect(screen.getByRole("searchbox", { name: "Search categories" })).toHaveProperty("value", "bake");
  });

  it("searches from the hero search box", async () => {
    const sent = serveCategories((url) => ok(url.searchParams.get("search") === "flor" ? [florists] : allCategories));
    const { user, router } = renderApp("/");
    await screen.findByRole("button", { name: "Plumbers" });

    await user.type(screen.getByRole("searchbox", { name: "Search categories" }), "flor{Enter}");

    await waitFor(() => expect(screen.queryByRole("button", { name: "Plumbers" })).toBeNull());
    expect(categoryNames()).toEqual(["Florists"]);
    expect(router.state.location.search).toBe("?q=flor");
    expect(categoryCalls(sent)).toEqual(["/api/category", "/api/category?search=flor"]);
  });

  it("says when no category matches, and clears the search", async () => {
    serveCategories((url) => ok(url.searchParams.has("search") ? [] : allCategories));
    const { user, router } = renderApp("/?q=zzz");
    expect((await screen.findByText("No categories match “zzz”")).closest("[role=status]")).not.toBeNull();

    const clearButtons = screen.getAllByRole("button", { name: "Clear search" });
    await user.click(clearButtons[clearButtons.length - 1]!);

    await screen.findByRole("button", { name: "Bakeries" });
    expect(categoryNames()).toEqual(["Bakeries", "Florists", "Plumbers"]);
    expect(router.state.location.search).toBe("");
    expect(categorySection().contains(screen.getByRole("heading", { name: "Explore categories" }))).toBe(true);
  });

  it("shows the error with a Retry that loads again", async () => {
    let calls = 0;
    serveCategories(() => (++calls === 1 ? failure(503, "The service is busy.") : ok(allCategories)));
    const { user } = renderApp("/");

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We couldn't load the categories.");
    expect(alert.textContent).toContain("The service is busy.");

    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await screen.findByRole("button", { name: "Florists" });
    expect(categoryNames()).toEqual(["Bakeries", "Florists", "Plumbers"]);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(calls).toBe(2);
  });
});

describe("home page subcategories", () => {
  it("opens a category: Loading..., then its subcategories with images", async () => {
    const subcategories = deferred<Response>();
    const sent = serveCategories();
    server.use(http.get("/api/subcategory/:id", () => subcategories.promise));
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Bakeries" }));

    const dialog = await screen.findByRole("dialog", { name: "Bakeries" });
    expect(within(dialog).getByText("Loading...").getAttribute("role")).toBe("status");
    expect(sent.map((r) => r.path).filter((path) => path.startsWith("/api/subcategory/"))).toEqual([
      `/api/subcategory/${bakeries._id}`,
    ]);

    subcategories.resolve(ok([makeSubcategory("Bread"), makeSubcategory("Cakes")]));
    const cakes = await within(dialog).findByText("Cakes");
    expect(within(dialog).queryByText("Loading...")).toBeNull();
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Bread", "Cakes"]);
    expect(cakes.closest("li")?.querySelector("img")?.getAttribute("src")).toBe("/art/subcategories/cakes.svg");
    expect(within(dialog).queryByRole("link")).toBeNull();
  });

  it("says No subcategories found for an empty category, and closes", async () => {
    serveCategories();
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Plumbers" }));

    const dialog = await screen.findByRole("dialog", { name: "Plumbers" });
    expect((await within(dialog).findByText("No subcategories found")).closest("[role=status]")).not.toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(categoryNames()).toEqual(["Bakeries", "Florists", "Plumbers"]);
  });

  it("shows a failed subcategory load with a Retry", async () => {
    let subcategoryCalls = 0;
    serveCategories();
    server.use(
      http.get("/api/subcategory/:id", () =>
        ++subcategoryCalls === 1 ? failure(500, "Internal server error.") : ok([makeSubcategory("Roses")]),
      ),
    );
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Florists" }));

    const dialog = await screen.findByRole("dialog", { name: "Florists" });
    const alert = await within(dialog).findByRole("alert");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await within(dialog).findByText("Roses");
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Roses"]);
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });
});

let nextListing = 1;
const listingOf = listingMaker("20000000", 0, () => ({
  kind: "product",
  priceCents: 1250,
  currency: "AUD",
  city: "Fitzroy",
  address: "1 Smith St",
  categoryId: bakeries._id,
  subcategoryId: "30000000-0000-4000-8000-000000000001",
  publishedAt: "2026-11-20T10:00:00.000Z",
}));

function makeListing(name: string) {
  return listingOf(nextListing++, { name });
}

const jobOf = jobMaker("40000000", 0, () => ({
  companyName: "Crumb & Co",
  location: "Fitzroy",
  jobType: "part-time",
  categoryId: bakeries._id,
}));

function makeJob(title: string, overrides: Partial<JobSummary> = {}) {
  return jobOf(nextListing++, { title, ...overrides });
}

const sectionNamed = (name: string) => screen.queryByRole("region", { name });

describe("home page new listings and recent jobs", () => {
  it("shows the 8 newest listings as cards, after a loading state", async () => {
    const listings = deferred<Response>();
    const sent = serveCategories();
    server.use(http.get("/api/listings", () => listings.promise));
    renderApp("/");

    expect((await screen.findByText("Loading new listings…")).closest("[role=status]")).not.toBeNull();
    expect(sent.map((r) => r.path)).toContain("/api/listings?sort=newest&limit=8");

    listings.resolve(page([makeListing("Sourdough loaf"), makeListing("Rose bouquet")]));
    const section = await waitFor(() => {
      const found = sectionNamed("New listings");
      expect(found && within(found).queryByRole("link", { name: "Sourdough loaf" })).not.toBeNull();
      return found!;
    });
    expect(within(section).getAllByRole("article")).toHaveLength(2);
    expect(within(section).queryByText("Loading new listings…")).toBeNull();
    expect(within(section).getByRole("link", { name: "Rose bouquet" }).getAttribute("href")).toMatch(
      /^\/productdetail\//,
    );
  });

  it("shows recent jobs with their company, place and type, and a link to all jobs", async () => {
    const sent = serveCategories();
    server.use(
      http.get("/api/jobs", () =>
        page([makeJob("Pastry chef"), makeJob("Florist", { isRemote: true, jobType: "full-time" })]),
      ),
    );
    renderApp("/");

    const title = await screen.findByRole("heading", { name: "Pastry chef" });
    const section = sectionNamed("Recent jobs")!;
    expect(section.contains(title)).toBe(true);
    const card = title.closest("article")!;
    expect(card.textContent).toBe("Pastry chefCrumb & CoFitzroyPart-time");
    const remote = screen.getByRole("heading", { name: "Florist" }).closest("article")!;
    expect(remote.textContent).toBe("FloristCrumb & CoFitzroy · RemoteFull-time");
    expect(within(section).getByRole("link", { name: "See all jobs" }).getAttribute("href")).toBe("/findjob");
    expect(sent.map((r) => r.path)).toContain("/api/jobs?limit=6");
  });

  it("hides both sections when there is nothing to show", async () => {
    serveCategories();
    renderApp("/");
    await screen.findByRole("button", { name: "Bakeries" });
    await waitFor(() => expect(screen.queryByText("Loading recent jobs…")).toBeNull());
    expect(screen.queryByText("Loading new listings…")).toBeNull();
    expect(sectionNamed("New listings")).toBeNull();
    expect(sectionNamed("Recent jobs")).toBeNull();
  });

  it("shows a failed section with a Retry that loads again", async () => {
    let jobCalls = 0;
    serveCategories();
    server.use(
      http.get("/api/jobs", () =>
        ++jobCalls === 1 ? failure(503, "The service is busy.") : page([makeJob("Barista")]),
      ),
    );
    const { user } = renderApp("/");

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We couldn't load the recent jobs.");
    expect(alert.textContent).toContain("The service is busy.");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    const barista = await screen.findByRole("heading", { name: "Barista" });
    expect(sectionNamed("Recent jobs")?.contains(barista)).toBe(true);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
