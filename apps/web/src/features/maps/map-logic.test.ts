import { describe, expect, it, vi } from "vitest";
import { clustersUrl } from "./api/get-clusters";
import { drawingOf, extentOf, isSpot, viewportOf, WORLD_VIEWPORT } from "./cluster-view";
import { googleMapsScriptUrl, loadGoogleMaps } from "./google-api";
import { mappablePoints } from "./map-points";
import { chooseMapProvider } from "./map-provider";
import { popupContent } from "./popup-content";
import { countTileEvent, initialTileCounts, tileStatusOf, type TileEvent } from "./tile-status";

const osm = { tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", attribution: "© OpenStreetMap contributors" };

describe("the map provider", () => {
  it("is Google Maps when the server sends a key, Leaflet over its tiles otherwise", () => {
    const tiles = { tileUrl: "https://tiles.example.org/{z}/{x}/{y}.png", tileAttribution: "© Example" };
    expect(chooseMapProvider({ googleMapsKey: "key-1", ...tiles })).toEqual({
      kind: "google",
      apiKey: "key-1",
      tileUrl: tiles.tileUrl,
      attribution: "© Example",
    });
    expect(chooseMapProvider({ googleMapsKey: null, ...tiles })).toEqual({
      kind: "leaflet",
      tileUrl: tiles.tileUrl,
      attribution: "© Example",
    });
    expect(chooseMapProvider({ googleMapsKey: "  ", ...tiles }).kind).toBe("leaflet");
  });

  it("falls back to OpenStreetMap when the page has no map settings", () => {
    expect(chooseMapProvider(undefined)).toEqual({ kind: "leaflet", ...osm });
  });

  it("loads Google's script with the key, the places library and async loading", () => {
    const url = new URL(googleMapsScriptUrl("a b&c"));
    expect(url.origin + url.pathname).toBe("https://maps.googleapis.com/maps/api/js");
    expect(url.searchParams.get("key")).toBe("a b&c");
    expect(url.searchParams.get("libraries")).toBe("places");
    expect(url.searchParams.get("loading")).toBe("async");
  });

  it("reports a Google script that cannot load, and tries again next time", async () => {
    // A stand-in document: the test decides when the script fails.
    const scripts: (EventTarget & { src?: string; remove: () => void })[] = [];
    const doc = {
      defaultView: {},
      head: { append: (script: (typeof scripts)[number]) => scripts.push(script) },
      createElement: () => Object.assign(new EventTarget(), { remove: vi.fn() }),
    } as unknown as Document;
    const first = loadGoogleMaps("k", doc);
    expect(scripts[0]?.src).toBe(googleMapsScriptUrl("k"));
    scripts[0]!.dispatchEvent(new Event("error"));
    await expect(first).rejects.toThrow("Google Maps could not be loaded.");
    expect(scripts[0]!.remove).toHaveBeenCalled();
    const second = loadGoogleMaps("k", doc);
    expect(scripts).toHaveLength(2);
    scripts[1]!.dispatchEvent(new Event("error"));
    await expect(second).rejects.toThrow();
  });
});

describe("the tile status", () => {
  const statusAfter = (...events: TileEvent[]) => tileStatusOf(events.reduce(countTileEvent, initialTileCounts));

  it("is loading until a tile loads or fails", () => {
    expect(statusAfter()).toBe("loading");
    expect(statusAfter("tileload")).toBe("ready");
  });

  it("is offline when tiles fail and none loaded, or none came in time", () => {
    expect(statusAfter("tileerror")).toBe("offline");
    expect(statusAfter("tileerror", "tileerror", "tileerror")).toBe("offline");
    expect(statusAfter("timeout")).toBe("offline");
    expect(statusAfter("providererror")).toBe("offline");
  });

  it("is ready as soon as one tile loaded, even when others failed", () => {
    expect(statusAfter("tileerror", "tileload", "tileerror")).toBe("ready");
    expect(statusAfter("timeout", "tileload")).toBe("ready");
  });
});

describe("map points", () => {
  const point = (id: string, latitude: number | null, longitude: number | null) => ({
    id,
    name: `Listing ${id}`,
    latitude,
    longitude,
    href: `/productdetail/${id}`,
  });

  it("leave out listings without (valid) coordinates", () => {
    const points = [
      point("a", 30.27, -97.74),
      point("b", null, null),
      point("c", 30.27, null),
      point("d", Number.NaN, 1),
      point("e", 91, 0),
      point("f", 0, -181),
      point("g", 0, 0),
    ];
    expect(mappablePoints(points).map((p) => p.id)).toEqual(["a", "g"]);
  });
});

describe("a marker's popup", () => {
  const listing = {
    id: "1",
    name: '<img src=x onerror="alert(1)">Bakery',
    latitude: 0,
    longitude: 0,
    href: "/productdetail/1",
  };

  it("links to the listing with its name as text, never as HTML", () => {
    const link = popupContent(listing, () => {});
    expect(link.tagName).toBe("A");
    expect(link.getAttribute("href")).toBe("/productdetail/1");
    expect(link.textContent).toBe(listing.name);
    expect(link.querySelector("img")).toBeNull();
  });

  it("navigates inside the app on a plain click and leaves a new-tab click to the browser", () => {
    const onNavigate = vi.fn();
    const link = popupContent(listing, onNavigate);
    const plain = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(plain);
    expect(onNavigate).toHaveBeenCalledWith("/productdetail/1");
    expect(plain.defaultPrevented).toBe(true);

    const newTab = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(newTab);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(newTab.defaultPrevented).toBe(false);
  });
});

describe("the server's clusters: viewport to request", () => {
  it("asks for the box and the whole zoom of what the map shows, rounded to about a metre", () => {
    expect(viewportOf({ west: -74.1234567, south: 40.6, east: -73.8, north: 40.9000001 }, 11.6)).toEqual({
      bbox: "-74.12346,40.6,-73.8,40.9",
      zoom: 12,
    });
  });

  it("asks for every longitude when the view is wider than the world or crosses the antimeridian", () => {
    expect(viewportOf({ west: -300, south: -80, east: 300, north: 80 }, 1).bbox).toBe("-180,-80,180,80");
    expect(viewportOf({ west: 170, south: -20, east: 200, north: 10 }, 5).bbox).toBe("-180,-20,180,10");
    // A copy of the world to the right is the same place.
    expect(viewportOf({ west: 190, south: -20, east: 220, north: 10 }, 5).bbox).toBe("-170,-20,-140,10");
  });

  it("keeps latitudes and zooms in range, and falls back to the world for an empty box", () => {
    expect(viewportOf({ west: -10, south: -95, east: 10, north: 95 }, 25)).toEqual({ bbox: "-10,-90,10,90", zoom: 20 });
    expect(viewportOf({ west: 10, south: 0, east: 10, north: 5 }, 4)).toBe(WORLD_VIEWPORT);
  });

  it("sends the list's own filters with the box", () => {
    const url = new URL(
      clustersUrl(
        { subcategoryId: "s-1", q: "bread", minPrice: 100, maxPrice: 500, openNow: true },
        { bbox: "-1,-2,3,4", zoom: 7 },
      ),
      "http://site.test",
    );
    expect(url.pathname).toBe("/api/listings/clusters");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      bbox: "-1,-2,3,4",
      zoom: "7",
      subcategoryId: "s-1",
      q: "bread",
      minPrice: "100",
      maxPrice: "500",
      openNow: "true",
    });
    expect(clustersUrl({}, WORLD_VIEWPORT)).toBe("/api/listings/clusters?bbox=-180%2C-85%2C180%2C85&zoom=2");
  });
});

describe("the server's clusters: what the map draws", () => {
  const answer = {
    total: 153,
    clusters: [
      { lat: 1, lng: 2, count: 3, bounds: { south: 0, west: 1, north: 2, east: 3 } },
      { lat: 5, lng: 6, count: 150, bounds: { south: 4, west: 5, north: 6, east: 7 } },
    ],
    points: [{ id: "p1", name: "Bakery", lat: -1, lng: 8, priceCents: null, currency: "USD" }],
    truncated: false,
  };

  it("draws clusters as numbered bubbles sized by count, and single listings as pins linking to them", () => {
    const drawing = drawingOf(answer, (id) => `/productdetail/${id}`);
    expect(drawing.bubbles.map((b) => [b.count, b.size, b.label])).toEqual([
      [3, "small", "3 listings here, zoom in"],
      [150, "large", "150 listings here, zoom in"],
    ]);
    expect(drawing.pins).toEqual([{ id: "p1", name: "Bakery", latitude: -1, longitude: 8, href: "/productdetail/p1" }]);
  });

  it("fits the first view to every cluster's box and every point, and knows a pile on one spot", () => {
    expect(extentOf(answer)).toEqual({ south: -1, west: 1, north: 6, east: 8 });
    expect(extentOf({ ...answer, clusters: [], points: [] })).toBeNull();
    expect(isSpot({ south: 1, west: 2, north: 1, east: 2 })).toBe(true);
    expect(isSpot(answer.clusters[0]!.bounds)).toBe(false);
  });
});
