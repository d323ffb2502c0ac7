import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { liveRole } from "@mp/ui/test/dom.ts";
import { everythingInView, screenWidth } from "../../test/dom";
import { renderApp } from "../../test/render";
import { makeListingHit } from "../../test/search";
import { server } from "../../test/server";

// Real Leaflet needs a laid-out page: a stand-in records that a map was drawn.
const mounts = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../features/maps/leaflet-cluster-map", () => ({
  mountLeafletClusterMap: () => {
    mounts.count += 1;
    return { draw: () => {}, fitTo: () => {}, destroy: () => {} };
  },
}));

const categoryId = "91000000-0000-4000-8000-0000000000c1";
const listingId = "91000000-0000-4000-8000-0000000000a1";
const mapName = "Map of the listings for “bread”";

/** A search with `listings` listing hits and two jobs. */
function searchBody(listings: number) {
  return {
    result: 1,
    result_value: {
      listings: Array.from({ length: listings }, (_, i) =>
        makeListingHit(`91000000-0000-4000-8000-00000000000${i}`, `Bread Corner ${i}`, categoryId, {
          highlight: { name: `«Bread» Corner ${i}`, description: "Fresh «bread» daily" },
        }),
      ),
      jobs: [
        {
          _id: "91000000-0000-4000-8000-0000000000b1",
          title: "Baker",
          companyName: "Bread Corner",
          location: "Austin, TX",
          categoryId,
          rank: 1,
          highlight: { title: "«Bread» baker", description: "Bakes «bread»" },
        },
      ],
      freelancers: [],
      facets: {
        byKind: { listings, jobs: 1, freelancers: 0 },
        capped: { listings: false, jobs: false, freelancers: false },
        byCategory: [{ categoryId, categoryName: "Bakeries", count: listings + 1 }],
      },
    },
    meta: { hasMore: false, currentPage: 1 },
  };
}

let clusterUrls: URL[] = [];

function mockSearch(listings: number) {
  server.use(
    http.get("/api/search/suggest", () => HttpResponse.json({ result: 1, result_value: [] })),
    http.get("/api/search", () => HttpResponse.json(searchBody(listings))),
    http.get("/api/listings/clusters", ({ request }) => {
      clusterUrls.push(new URL(request.url));
      return HttpResponse.json({
        result: 1,
        result_value: {
          total: 1,
          clusters: [],
          points: [
            { id: listingId, name: "Bread Corner 0", lat: 30.27, lng: -97.74, priceCents: null, currency: "USD" },
          ],
          truncated: false,
        },
      });
    }),
  );
}

beforeEach(() => {
  mounts.count = 0;
  clusterUrls = [];
  everythingInView();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the search page's map", () => {
  it("shows the map of what the search finds beside the hits on a wide screen", async () => {
    screenWidth(1280);
    mockSearch(2);
    renderApp(`/search?q=bread&categoryId=${categoryId}`);
    const map = await screen.findByRole("region", { name: mapName });
    expect(map.closest(".results-split")?.querySelector(".results-split__list .search-results__list")).not.toBeNull();
    await waitFor(() => expect(mounts.count).toBe(1));
    await waitFor(() => expect(clusterUrls.length).toBeGreaterThan(0));
    const asked = clusterUrls[0]!.searchParams;
    expect([asked.get("match"), asked.get("q"), asked.get("categoryId")]).toEqual(["search", "bread", categoryId]);
    expect(liveRole(await screen.findByText("1 listing in this view."))).toBe("status");
  });

  it("shows the hits alone on a phone until Map is pressed, then the map alone", async () => {
    screenWidth(390);
    mockSearch(2);
    const { user } = renderApp("/search?q=bread");
    expect((await screen.findByRole("link", { name: "Bread Corner 0" })).getAttribute("href")).toBe(
      "/productdetail/91000000-0000-4000-8000-000000000000",
    );
    expect(screen.queryByRole("region", { name: mapName })).toBeNull();
    expect(mounts.count).toBe(0);
    const list = screen.getByRole("button", { name: "List" });
    expect(list.getAttribute("aria-pressed")).toBe("true");

    await user.click(screen.getByRole("button", { name: "Map" }));
    await screen.findByRole("region", { name: mapName });
    expect(screen.getByRole("button", { name: "Map" }).getAttribute("aria-pressed")).toBe("true");
    expect(document.querySelector(".results-split--map")).not.toBeNull();
    await waitFor(() => expect(mounts.count).toBe(1));
  });

  it("draws no map for the jobs tab", async () => {
    screenWidth(1280);
    mockSearch(2);
    renderApp("/search?q=bread&kind=jobs");
    await screen.findByRole("heading", { name: "Jobs" });
    expect(screen.queryByRole("region", { name: mapName })).toBeNull();
    expect(screen.queryByRole("button", { name: "Map" })).toBeNull();
  });

  it("draws no map when the search found jobs but no listings", async () => {
    screenWidth(1280);
    mockSearch(0);
    renderApp("/search?q=bread");
    await screen.findByRole("heading", { name: "Jobs" });
    expect(screen.queryByRole("button", { name: "Map" })).toBeNull();
    expect(screen.queryByRole("region", { name: mapName })).toBeNull();
    expect(clusterUrls).toEqual([]);
  });
});
