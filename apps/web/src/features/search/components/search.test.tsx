import { screen, waitFor, within } from "@testing-library/react";
import type { FreelancerHit, JobHit } from "@mp/contracts/search";
import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { failure, ok } from "@mp/ui/test/msw.ts";
import { renderApp } from "../../../test/render";
import { makeListingHit } from "../../../test/search";
import { server } from "../../../test/server";
import { signIn } from "../../../test/session";
import { splitHighlight } from "./highlighted-text";

const categoryId = "00000000-0000-4000-8000-0000000000c1";
const listingId = "00000000-0000-4000-8000-0000000000a1";
const attack = "<img src=x onerror=alert(1)>";

function searchBody(listingNames: string[], others: { jobs?: JobHit[]; freelancers?: FreelancerHit[] } = {}) {
  return {
    result: 1,
    result_value: {
      listings: listingNames.map((name, i) =>
        makeListingHit(i === 0 ? listingId : `00000000-0000-4000-8000-00000000000${i}`, name, categoryId, {
          ratingAverage: 4.5,
          ratingCount: 3,
          highlight: { name: `«${name}» ${attack}`, description: `Fresh «bread» daily ${attack}` },
        }),
      ),
      jobs: others.jobs ?? [],
      freelancers: others.freelancers ?? [],
      facets: {
        byKind: { listings: listingNames.length, jobs: 3, freelancers: 0 },
        capped: { listings: false, jobs: false, freelancers: false },
        byCategory: [{ categoryId, categoryName: "Bakeries", count: listingNames.length }],
      },
    },
    meta: { hasMore: true, currentPage: 1 },
  };
}

function mockSearch() {
  server.use(
    http.get("/api/search/suggest", () =>
      ok([
        { type: "category", _id: categoryId, label: "Bakeries", categoryId },
        { type: "listing", _id: listingId, label: "Bread Corner", categoryId },
      ]),
    ),
    http.get("/api/search", ({ request }) =>
      HttpResponse.json(searchBody(new URL(request.url).searchParams.get("q") === "zzz" ? [] : ["Bread Corner"])),
    ),
    http.get("/api/listings/:id", () => failure(404, "Listing not found.")),
  );
}

describe("search page", () => {
  it("renders highlights as <mark> and never as HTML", async () => {
    mockSearch();
    renderApp("/search?q=bread");
    const results = await screen.findByRole("region", { name: "Listings" });
    const marks = [...results.querySelectorAll("mark")].map((mark) => mark.textContent);
    expect(marks).toEqual(["Bread Corner", "bread"]);
    expect(results.querySelector("img")).toBeNull();
    expect(results.textContent).toContain(attack);
    // No cover: a placeholder in its place; the rating beside the name.
    expect(results.querySelector(".search-hit__cover--empty")).not.toBeNull();
    expect(within(results).getByText("4.5 out of 5, 3 reviews").closest(".search-hit")).not.toBeNull();
    expect(
      within(results)
        .getByRole("link", { name: /Bread Corner/ })
        .getAttribute("href"),
    ).toBe(`/productdetail/${listingId}`);
    await waitFor(() => expect(document.title).toBe("Search: bread · Main Street Market"));
  });

  it("shows kind tabs with counts, a category filter and paging that write the URL", async () => {
    mockSearch();
    const { user, router } = renderApp("/search?q=bread");
    const tabs = await screen.findByRole("navigation", { name: "Result kinds" });
    expect(within(tabs).getByRole("link", { name: "Jobs 3" }).getAttribute("href")).toBe("/search?q=bread&kind=jobs");
    expect(within(tabs).getByRole("link", { name: "All 4" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe("/search?q=bread&page=2");
    await user.selectOptions(screen.getByLabelText("Category"), categoryId);
    await waitFor(() => expect(router.state.location.search).toBe(`?q=bread&categoryId=${categoryId}`));
  });

  it("puts a heart on every hit of the three kinds, pressed for what the user saved, and links each to its page", async () => {
    const jobId = "00000000-0000-4000-8000-0000000000b1";
    const freelancerId = "00000000-0000-4000-8000-0000000000d1";
    const jobs: JobHit[] = [
      {
        _id: jobId,
        title: "Bread baker",
        companyName: "Harbor Bakery",
        location: "Austin, TX",
        categoryId,
        rank: 1,
        highlight: { title: "«Bread» baker", description: "Early shifts." },
      },
    ];
    const freelancers: FreelancerHit[] = [
      {
        _id: freelancerId,
        fullName: "Grace Hopper",
        headline: "Bread photographer",
        location: "Denver",
        categoryId,
        rank: 1,
        highlight: { fullName: "Grace Hopper", headline: "«Bread» photographer", bio: "Loaves and crumbs." },
      },
    ];
    const body = searchBody(["Bread Corner"], { jobs, freelancers });
    signIn();
    mockSearch();
    server.use(
      http.get("/api/search", () => HttpResponse.json(body)),
      http.get("/api/favourites/mine", () => ok({ listing: [], job: [jobId], freelancer: [] })),
    );
    renderApp("/search?q=bread");
    const hits = [
      { region: "Listings", name: "Bread Corner", href: `/productdetail/${listingId}`, isSaved: false },
      { region: "Jobs", name: "Bread baker", href: `/job/${jobId}`, isSaved: true },
      { region: "Freelancers", name: "Grace Hopper", href: `/freelancer/${freelancerId}`, isSaved: false },
    ];
    for (const { region, name, href, isSaved } of hits) {
      const section = await screen.findByRole("region", { name: region });
      // The listing's highlighted name carries the test's markup after it (searchBody).
      expect(
        within(section)
          .getByRole("link", { name: new RegExp(`^${name}`) })
          .getAttribute("href"),
      ).toBe(href);
      const label = isSaved ? `Remove ${name} from saved` : `Save ${name}`;
      const heart = await within(section).findByRole("button", { name: label });
      expect(heart.getAttribute("aria-pressed")).toBe(String(isSaved));
    }
  });

  it("says 1,000+ where a kind's matches passed the count's cap, and in the categories of such a search", async () => {
    const body = searchBody(["Bread Corner"]);
    body.result_value.facets = {
      byKind: { listings: 1000, jobs: 3, freelancers: 0 },
      capped: { listings: true, jobs: false, freelancers: false },
      byCategory: [{ categoryId, categoryName: "Bakeries", count: 412 }],
    };
    mockSearch();
    server.use(http.get("/api/search", () => HttpResponse.json(body)));
    renderApp("/search?q=bread");
    expect((await screen.findByText("1,003+ results")).className).toBe("search-results__total");
    const tabs = screen.getByRole("navigation", { name: "Result kinds" });
    expect(within(tabs).getByRole("link", { name: "All 1,003+" }).getAttribute("aria-current")).toBe("page");
    expect(within(tabs).getByRole("link", { name: "Listings 1,000+" }).getAttribute("href")).toBe(
      "/search?q=bread&kind=listings",
    );
    expect(within(tabs).getByRole("link", { name: "Jobs 3" }).getAttribute("href")).toBe("/search?q=bread&kind=jobs");
    expect(screen.getByRole("option", { name: "Bakeries (412+)" }).getAttribute("value")).toBe(categoryId);
  });

  it("counts exactly below the cap: one result, and no plus", async () => {
    mockSearch();
    renderApp("/search?q=bread&kind=listings");
    expect((await screen.findByText("1 result")).className).toBe("search-results__total");
    expect(screen.getByRole("option", { name: "Bakeries (1)" }).getAttribute("value")).toBe(categoryId);
  });

  it("suggests as you type; arrow keys move the active option and Enter opens it", async () => {
    mockSearch();
    const { user, router } = renderApp("/search");
    const box = await screen.findByRole("combobox", { name: "Search listings, jobs and freelancers" });
    await user.type(box, "bre");
    const listbox = await screen.findByRole("listbox", { name: "Suggestions" });
    const options = within(listbox).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["BakeriesCategory", "Bread CornerListing"]);
    expect(box.getAttribute("aria-expanded")).toBe("true");
    expect(box.getAttribute("aria-activedescendant")).toBeNull();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(box.getAttribute("aria-activedescendant")).toBe(options[1]!.id);
    expect(options[1]!.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowDown}");
    expect(box.getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    await user.keyboard("{ArrowUp}{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe(`/productdetail/${listingId}`));
  });

  it("submits the typed words to /search?q= and helps when nothing matches", async () => {
    mockSearch();
    const { user, router } = renderApp("/search");
    const box = await screen.findByRole("combobox", { name: "Search listings, jobs and freelancers" });
    await user.type(box, "zzz{Escape}{Enter}");
    await waitFor(() => expect(router.state.location.search).toBe("?q=zzz"));
    const none = (await screen.findByText("No results for “zzz”")).closest("[role=status]");
    expect(none?.textContent).toContain("Check the spelling.");
    expect(screen.getByRole("link", { name: "Browse the categories" }).getAttribute("href")).toBe("/#categories");
  });

  it("splits highlight markers, tolerating unbalanced ones", () => {
    expect(splitHighlight("a «b» c «d")).toEqual([
      { text: "a ", isMatch: false },
      { text: "b", isMatch: true },
      { text: " c d", isMatch: false },
    ]);
  });
});
