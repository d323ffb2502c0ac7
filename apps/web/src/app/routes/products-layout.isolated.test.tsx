import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { everythingInView, screenWidth } from "../../test/dom";
import { renderApp } from "../../test/render";
import { listingMaker } from "../../test/listings";
import { page, server } from "../../test/server";

// Real Leaflet needs a laid-out page: a stand-in records that a map was drawn.
const mounts = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../features/maps/leaflet-cluster-map", () => ({
  mountLeafletClusterMap: () => {
    mounts.count += 1;
    return { draw: () => {}, fitTo: () => {}, destroy: () => {} };
  },
}));

const subcategoryId = "90000000-0000-4000-8000-000000000001";
const makeListing = listingMaker("90000000", 100, (n) => ({ subcategoryId, latitude: 30 + n, longitude: -97 }));

beforeEach(() => {
  mounts.count = 0;
  everythingInView();
  server.use(
    http.get("/api/listings", () => page([makeListing(1), makeListing(2)])),
    http.get("/api/listings/clusters", () =>
      HttpResponse.json({
        result: 1,
        result_value: {
          total: 2,
          clusters: [],
          points: [1, 2].map((n) => {
            const { _id, name, latitude, longitude, priceCents, currency } = makeListing(n);
            return { id: _id, name, lat: latitude, lng: longitude, priceCents, currency };
          }),
          truncated: false,
        },
      }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the products page's layout", () => {
  it("shows the map beside the list on a wide screen, without asking", async () => {
    screenWidth(1280);
    renderApp(`/products?subcategoryId=${subcategoryId}&name=Bread`);
    expect(await screen.findAllByRole("article")).toHaveLength(2);
    const map = await screen.findByRole("region", { name: "Map of Bread listings" });
    expect(map.closest(".results-split")?.querySelector(".results-split__list .listing-grid")).not.toBeNull();
    await waitFor(() => expect(mounts.count).toBe(1));
  });

  it("shows the list alone on a phone until the Map toggle is pressed, and folds the filters", async () => {
    screenWidth(390);
    const { user } = renderApp(`/products?subcategoryId=${subcategoryId}&name=Bread&open=1`);
    expect(await screen.findAllByRole("article")).toHaveLength(2);
    expect(screen.queryByRole("region", { name: "Map of Bread listings" })).toBeNull();
    expect(mounts.count).toBe(0);

    const filters = screen.getByRole("button", { name: "Filters 1" });
    expect(filters.getAttribute("aria-expanded")).toBe("false");
    await user.click(filters);
    expect(filters.getAttribute("aria-expanded")).toBe("true");
    expect(
      document.getElementById(filters.getAttribute("aria-controls")!)?.contains(screen.getByLabelText("Open now")),
    ).toBe(true);

    await user.click(screen.getByRole("button", { name: "Map" }));
    await screen.findByRole("region", { name: "Map of Bread listings" });
  });
});
