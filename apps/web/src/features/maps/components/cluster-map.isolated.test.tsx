import type { ListingClusters } from "@mp/contracts/listing-clusters";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import type { ClusterMountOptions } from "../cluster-handle";
import { ClusterMap } from "./cluster-map";

// Real Leaflet needs a laid-out page: a stand-in keeps what the component asked of the map.
const fake = vi.hoisted(() => ({
  options: null as null | ClusterMountOptions,
  drawn: [] as unknown[],
  fitted: [] as unknown[],
}));
vi.mock("../leaflet-cluster-map", () => ({
  mountLeafletClusterMap: (_container: HTMLElement, options: ClusterMountOptions) => {
    fake.options = options;
    return {
      draw: (answer: unknown) => fake.drawn.push(answer),
      fitTo: (b: unknown) => fake.fitted.push(b),
      destroy: () => {},
    };
  },
}));

class InViewObserver {
  constructor(readonly callback: IntersectionObserverCallback) {}
  observe() {
    queueMicrotask(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never));
  }
  disconnect() {}
}

const settings = { googleMapsKey: null, tileUrl: "https://tiles.test/{z}/{x}/{y}.png", tileAttribution: "© Test" };
const world: ListingClusters = {
  total: 12,
  clusters: [{ lat: 40.7, lng: -74, count: 11, bounds: { south: 40.6, west: -74.1, north: 40.8, east: -73.9 } }],
  points: [
    {
      id: "73000000-0000-4000-8000-000000000001",
      name: "Lighthouse",
      lat: 41,
      lng: -73.5,
      priceCents: 500,
      currency: "USD",
    },
  ],
  truncated: false,
};

let asked: URLSearchParams[];
beforeEach(() => {
  fake.options = null;
  fake.drawn = [];
  fake.fitted = [];
  asked = [];
  vi.stubGlobal("IntersectionObserver", InViewObserver);
  server.use(
    http.get("/api/listings/clusters", ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ result: 1, result_value: world });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("ClusterMap", () => {
  it("asks for the world first, fits the map to the listings, then asks for each view once it settles", async () => {
    renderWithRouter(
      <ClusterMap
        filters={{ subcategoryId: "s-1", q: "bread" }}
        settings={settings}
        label="Map of Bread"
        hrefOf={(id) => `/p/${id}`}
      />,
    );
    await screen.findByText("12 listings in this view.");
    expect(Object.fromEntries(asked[0]!)).toEqual({
      bbox: "-180,-85,180,85",
      zoom: "2",
      subcategoryId: "s-1",
      q: "bread",
    });
    await waitFor(() => expect(fake.drawn).toEqual([world]));
    expect(fake.fitted).toEqual([{ south: 40.6, west: -74.1, north: 41, east: -73.5 }]);

    // A drag fires many moves: only the last one, 250 ms after it, is asked for.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fake.options!.onViewChange({ west: -75, south: 40, east: -73, north: 41 }, 8);
    fake.options!.onViewChange({ west: -74.5, south: 40.5, east: -73.5, north: 41 }, 9.2);
    vi.advanceTimersByTime(249);
    expect(asked).toHaveLength(1);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]!.get("bbox")).toBe("-74.5,40.5,-73.5,41");
    expect(asked[1]!.get("zoom")).toBe("9");
    await waitFor(() => expect(fake.drawn).toHaveLength(2));
    // The map is fitted once, to the first answer only.
    expect(fake.fitted).toHaveLength(1);
  });

  it("says so when no listing with the filters has a location", async () => {
    server.use(
      http.get("/api/listings/clusters", () =>
        HttpResponse.json({ result: 1, result_value: { total: 0, clusters: [], points: [], truncated: false } }),
      ),
    );
    renderWithRouter(<ClusterMap filters={{}} settings={settings} label="Map" hrefOf={(id) => id} />);
    await screen.findByText("No listings with a location here.");
  });
});
