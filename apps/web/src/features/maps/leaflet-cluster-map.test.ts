import {
  POINTS_ZOOM as SERVER_POINTS_ZOOM,
  type ListingClusters,
  type ListingPoint,
} from "@mp/contracts/listing-clusters";
import { afterEach, describe, expect, it } from "vitest";
import { mountLeafletClusterMap } from "./leaflet-cluster-map";
import { POINTS_ZOOM } from "./map-handle";

const listing = (n: number, lat: number, lng: number): ListingPoint => ({
  id: `73000000-0000-4000-8000-00000000000${n}`,
  name: `Shop ${n}`,
  lat,
  lng,
  priceCents: null,
  currency: "USD",
});
// Two listings about 15 m apart: under the 60 px grid at every zoom of this test.
const neighbours: ListingClusters = {
  total: 2,
  clusters: [],
  points: [listing(1, 40.7, -74), listing(2, 40.7001, -74.0001)],
  truncated: false,
};
const spot = { south: 40.7, west: -74, north: 40.7, east: -74 };
const pileOnSpot: ListingClusters = {
  total: 3,
  clusters: [{ lat: 40.7, lng: -74, count: 3, bounds: spot }],
  points: [],
  truncated: false,
};

const unmounts: (() => void)[] = [];
afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));

// Real Leaflet over a stand-in size (the test page has no layout): what it puts in the page.
function mount() {
  const container = document.createElement("div");
  Object.defineProperty(container, "clientWidth", { value: 800 });
  Object.defineProperty(container, "clientHeight", { value: 500 });
  document.body.append(container);
  const zooms: number[] = [];
  const map = mountLeafletClusterMap(container, {
    tileUrl: "https://tiles.test/{z}/{x}/{y}.png",
    attribution: "© Test",
    onTileEvent: () => {},
    onNavigate: () => {},
    onViewChange: (_box, zoom) => zooms.push(zoom),
    hrefOf: (id) => `/productdetail/${id}`,
  });
  unmounts.push(() => {
    map.destroy();
    container.remove();
  });
  const drawn = () => ({
    pins: container.querySelectorAll(".map-pin").length,
    groups: [...container.querySelectorAll(".marker-cluster")].map((group) => group.textContent),
  });
  return { map, zooms, drawn, container };
}

describe("the Leaflet map of the server's clusters", () => {
  it("knows the server's deepest zoom, from which it sends every listing as a point", () => {
    expect(POINTS_ZOOM).toBe(SERVER_POINTS_ZOOM);
  });

  it("leaves the server's single listings alone below its deepest zoom, however close", () => {
    const { map, zooms, drawn } = mount();
    map.draw(neighbours);
    expect(zooms.at(-1)).toBe(2);
    expect(drawn()).toEqual({ pins: 2, groups: [] });
    map.fitTo(spot);
    expect(zooms.at(-1)).toBe(15);
    expect(drawn()).toEqual({ pins: 2, groups: [] });
  });

  it("groups the listings that crowd from the deepest zoom on, and lets them go when zoomed out", () => {
    const { map, zooms, drawn, container } = mount();
    map.fitTo(spot);
    map.draw(pileOnSpot);
    const bubble = container.querySelector('[aria-label="3 listings here, zoom in"]')!;
    bubble.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(zooms.at(-1)).toBe(18);
    map.draw(neighbours);
    expect(drawn()).toEqual({ pins: 0, groups: ["2 listings here, zoom in"] });
    map.fitTo(spot);
    expect(zooms.at(-1)).toBe(15);
    expect(drawn()).toEqual({ pins: 2, groups: [] });
  });
});
