import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred, failure, mockApi as mockAnyApi, ok, type Reply, type SentRequest } from "@mp/ui/test/api-mock.ts";
import { makeCategory, makeSubcategory } from "../../test/api-mock";
import { renderApp } from "../../test/render";

const bakeries = makeCategory("Bakeries");
const florists = makeCategory("Florists");
const plumbers = makeCategory("Plumbers");
const allCategories = [bakeries, florists, plumbers];

const categorySection = () => screen.getByRole("region", { name: /categories/i });

/** A page of `GET /api/listings` or `GET /api/jobs`. */
const page = (items: unknown[]): Reply => ({
  body: { result: 1, result_value: items, meta: { hasMore: false, currentPage: 1 } },
});

/** Answers the home page's listings and jobs with empty pages (their sections stay hidden); `handler` the rest. */
function mockApi(handler: (url: URL, request: SentRequest) => Reply | Promise<Reply>) {
  return mockAnyApi((url, request) =>
    url.pathname === "/api/listings" || url.pathname === "/api/jobs" ? page([]) : handler(url, request),
  );
}

/** The category calls a mock received, in order. */
const categoryCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map((call) => String(call[0])).filter((path) => path.startsWith("/api/category"));

describe("home page categories", () => {
  it("shows a loading state, then every category with its icon and name", async () => {
    const reply = deferred<ReturnType<typeof ok>>();
    const fetchMock = mockApi(() => reply.promise);
    renderApp("/");

    expect(await screen.findByText("Loading categories…")).toBeTruthy();

    reply.resolve(ok(allCategories));
    const tile = await screen.findByRole("button", { name: "Bakeries" });
    expect(tile.querySelector("img")?.getAttribute("src")).toBe("/art/icons/bakeries.svg");
    const names = within(categorySection())
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(names).toEqual(["Bakeries", "Florists", "Plumbers"]);
    expect(screen.getByText("3 categories of local shops, services and makers.")).toBeTruthy();
    expect(screen.queryByText("Loading categories…")).toBeNull();
    expect(categoryCalls(fetchMock)).toEqual(["/api/category"]);
  });

  it("filters by the ?q= search on the API", async () => {
    const fetchMock = mockApi(() => ok([bakeries]));
    renderApp("/?q=bake");
    expect(await screen.findByRole("heading", { name: "Categories matching “bake”" })).toBeTruthy();
    await screen.findByRole("button", { name: "Bakeries" });
    expect(categoryCalls(fetchMock)).toEqual(["/api/category?search=bake"]);
    expect(screen.getByRole("searchbox", { name: "Search categories" })).toHaveProperty("value", "bake");
  });

  it("searches from the hero search box", async () => {
    const fetchMock = mockApi((url) => ok(url.searchParams.get("search") === "flor" ? [florists] : allCategories));
    const { user, router } = renderApp("/");
    await screen.findByRole("button", { name: "Plumbers" });

    await user.type(screen.getByRole("searchbox", { name: "Search categories" }), "flor{Enter}");

    await waitFor(() => expect(screen.queryByRole("button", { name: "Plumbers" })).toBeNull());
    expect(screen.getByRole("button", { name: "Florists" })).toBeTruthy();
    expect(router.state.location.search).toBe("?q=flor");
    expect(categoryCalls(fetchMock)).toEqual(["/api/category", "/api/category?search=flor"]);
  });

  it("says when no category matches, and clears the search", async () => {
    mockApi((url) => ok(url.searchParams.has("search") ? [] : allCategories));
    const { user, router } = renderApp("/?q=zzz");
    expect(await screen.findByText("No categories match “zzz”")).toBeTruthy();

    const clearButtons = screen.getAllByRole("button", { name: "Clear search" });
    await user.click(clearButtons[clearButtons.length - 1]!);

    expect(await screen.findByRole("button", { name: "Bakeries" })).toBeTruthy();
    expect(router.state.location.search).toBe("");
    expect(screen.getByRole("heading", { name: "Explore categories" })).toBeTruthy();
  });

  it("shows the error with a Retry that loads again", async () => {
    let calls = 0;
    mockApi((url) => {
      // The home page's other blocks (its banner, …) ask for theirs too; only the categories' calls count here.
      if (url.pathname !== "/api/category") return ok(null);
      return ++calls === 1 ? failure(503, "The service is busy.") : ok(allCategories);
    });
    const { user } = renderApp("/");

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We couldn't load the categories.");
    expect(alert.textContent).toContain("The service is busy.");

    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("button", { name: "Florists" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(calls).toBe(2);
  });
});

describe("home page subcategories", () => {
  it("opens a category: Loading..., then its subcategories with images", async () => {
    const subcategories = deferred<ReturnType<typeof ok>>();
    const fetchMock = mockApi((url) =>
      url.pathname.startsWith("/api/subcategory/") ? subcategories.promise : ok(allCategories),
    );
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Bakeries" }));

    const dialog = await screen.findByRole("dialog", { name: "Bakeries" });
    expect(within(dialog).getByText("Loading...")).toBeTruthy();
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe(`/api/subcategory/${bakeries._id}`);

    subcategories.resolve(ok([makeSubcategory("Bread"), makeSubcategory("Cakes")]));
    const cakes = await within(dialog).findByText("Cakes");
    expect(within(dialog).queryByText("Loading...")).toBeNull();
    expect(within(dialog).getByText("Bread")).toBeTruthy();
    expect(cakes.closest("li")?.querySelector("img")?.getAttribute("src")).toBe("/art/subcategories/cakes.svg");
    expect(within(dialog).queryByRole("link")).toBeNull();
  });

  it("says No subcategories found for an empty category, and closes", async () => {
    mockApi((url) => (url.pathname.startsWith("/api/subcategory/") ? ok([]) : ok(allCategories)));
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Plumbers" }));

    const dialog = await screen.findByRole("dialog", { name: "Plumbers" });
    expect(await within(dialog).findByText("No subcategories found")).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Plumbers" })).toBeTruthy();
  });

  it("shows a failed subcategory load with a Retry", async () => {
    let subcategoryCalls = 0;
    mockApi((url) => {
      if (!url.pathname.startsWith("/api/subcategory/")) return ok(allCategories);
      return ++subcategoryCalls === 1 ? failure(500, "Internal server error.") : ok([makeSubcategory("Roses")]);
    });
    const { user } = renderApp("/");
    await user.click(await screen.findByRole("button", { name: "Florists" }));

    const dialog = await screen.findByRole("dialog", { name: "Florists" });
    const alert = await within(dialog).findByRole("alert");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await within(dialog).findByText("Roses")).toBeTruthy();
  });
});

let nextListing = 1;
function makeListing(name: string) {
  const n = nextListing++;
  return {
    _id: `20000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    name,
    kind: "product",
    priceCents: 1250,
    currency: "AUD",
    city: "Fitzroy",
    address: "1 Smith St",
    latitude: null,
    longitude: null,
    coverImage: null,
    categoryId: bakeries._id,
    subcategoryId: "30000000-0000-4000-8000-000000000001",
    publishedAt: "2026-11-20T10:00:00.000Z",
  };
}

function makeJob(title: string, overrides: object = {}) {
  const n = nextListing++;
  return {
    _id: `40000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    title,
    companyName: "Crumb & Co",
    location: "Fitzroy",
    isRemote: false,
    jobType: "part-time",
    salaryMinCents: null,
    salaryMaxCents: null,
    categoryId: bakeries._id,
    categoryName: "Bakeries",
    description: "Early starts.",
    createdAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

const sectionNamed = (name: string) => screen.queryByRole("region", { name });

describe("home page new listings and recent jobs", () => {
  it("shows the 8 newest listings as cards, after a loading state", async () => {
    const listings = deferred<Reply>();
    const fetchMock = mockAnyApi((url) => {
      if (url.pathname === "/api/listings") return listings.promise;
      if (url.pathname === "/api/jobs") return page([]);
      return ok(allCategories);
    });
    renderApp("/");

    expect(await screen.findByText("Loading new listings…")).toBeTruthy();
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toContain("/api/listings?sort=newest&limit=8");

    listings.resolve(page([makeListing("Sourdough loaf"), makeListing("Rose bouquet")]));
    const section = await waitFor(() => {
      const found = sectionNamed("New listings");
      expect(found && within(found).queryByRole("link", { name: "Sourdough loaf" })).toBeTruthy();
      return found!;
    });
    expect(within(section).getAllByRole("article")).toHaveLength(2);
    expect(within(section).queryByText("Loading new listings…")).toBeNull();
    expect(within(section).getByRole("link", { name: "Rose bouquet" }).getAttribute("href")).toMatch(
      /^\/productdetail\//,
    );
  });

  it("shows recent jobs with their company, place and type, and a link to all jobs", async () => {
    const fetchMock = mockAnyApi((url) => {
      if (url.pathname === "/api/jobs")
        return page([makeJob("Pastry chef"), makeJob("Florist", { isRemote: true, jobType: "full-time" })]);
      if (url.pathname === "/api/listings") return page([]);
      return ok(allCategories);
    });
    renderApp("/");

    const title = await screen.findByRole("heading", { name: "Pastry chef" });
    const section = sectionNamed("Recent jobs")!;
    expect(section.contains(title)).toBe(true);
    const card = title.closest("article")!;
    expect(within(card).getByText("Crumb & Co")).toBeTruthy();
    expect(within(card).getByText("Fitzroy")).toBeTruthy();
    expect(within(card).getByText("Part-time")).toBeTruthy();
    const remote = screen.getByRole("heading", { name: "Florist" }).closest("article")!;
    expect(within(remote).getByText("Fitzroy · Remote")).toBeTruthy();
    expect(within(remote).getByText("Full-time")).toBeTruthy();
    expect(within(section).getByRole("link", { name: "See all jobs" }).getAttribute("href")).toBe("/findjob");
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toContain("/api/jobs?limit=6");
  });

  it("hides both sections when there is nothing to show", async () => {
    mockApi(() => ok(allCategories));
    renderApp("/");
    await screen.findByRole("button", { name: "Bakeries" });
    await waitFor(() => expect(screen.queryByText("Loading recent jobs…")).toBeNull());
    expect(screen.queryByText("Loading new listings…")).toBeNull();
    expect(sectionNamed("New listings")).toBeNull();
    expect(sectionNamed("Recent jobs")).toBeNull();
  });

  it("shows a failed section with a Retry that loads again", async () => {
    let jobCalls = 0;
    mockAnyApi((url) => {
      if (url.pathname === "/api/jobs")
        return ++jobCalls === 1 ? failure(503, "The service is busy.") : page([makeJob("Barista")]);
      if (url.pathname === "/api/listings") return page([]);
      return ok(allCategories);
    });
    const { user } = renderApp("/");

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We couldn't load the recent jobs.");
    expect(alert.textContent).toContain("The service is busy.");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Barista" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
