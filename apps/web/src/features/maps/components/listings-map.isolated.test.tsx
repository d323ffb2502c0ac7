import { act, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { http, HttpResponse } from "msw";
import { renderApp, renderWithRouter } from "../../../test/render";
import { listingMaker } from "../../../test/listings";
import { page, server } from "../../../test/server";
import type { MountOptions } from "../map-handle";
import { ListingsMap } from "./listings-map";

// Real Leaflet needs a laid-out page; these tests stand in for the provider modules and drive
// what they report (tiles loaded or failed) through the options the component gives them.
const mounts = vi.hoisted(() => ({
  leaflet: [] as { container: HTMLElement; options: MountOptions & { tileUrl: string } }[],
  google: [] as { options: MountOptions & { apiKey: string } }[],
  googleFails: false,
  clusterMaps: [] as HTMLElement[],
}));
vi.mock("../leaflet-map", () => ({
  mountLeafletMap: (container: HTMLElement, options: MountOptions & { tileUrl: string }) => {
    mounts.leaflet.push({ container, options });
    return { destroy: () => {} };
  },
}));
vi.mock("../leaflet-cluster-map", () => ({
  mountLeafletClusterMap: (container: HTMLElement) => {
    mounts.clusterMaps.push(container);
    return { draw: () => {}, fitTo: () => {}, destroy: () => {} };
  },
}));
vi.mock("../google-map", () => ({
  mountGoogleMap: async (_container: HTMLElement, options: MountOptions & { apiKey: string }) => {
    mounts.google.push({ options });
    if (mounts.googleFails) throw new Error("Google Maps could not be loaded.");
    return { destroy: () => {} };
  },
}));

/**
 * happy-dom's IntersectionObserver never reports. This one reports the map in view as soon as it
 * is observed, unless a test holds it back to report later itself.
 */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  static holdBack = false;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {
    if (!FakeIntersectionObserver.holdBack) queueMicrotask(() => this.report(true));
  }
  report(isIntersecting: boolean) {
    const entry = { isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

beforeEach(() => {
  mounts.leaflet.length = 0;
  mounts.google.length = 0;
  mounts.googleFails = false;
  FakeIntersectionObserver.instances = [];
  FakeIntersectionObserver.holdBack = false;
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const osm = {
  googleMapsKey: null,
  tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  tileAttribution: "© OSM",
};
const points = [
  { id: "1", name: "Rye & Co", latitude: 30.26, longitude: -97.74, href: "/productdetail/1" },
  { id: "2", name: "No place", latitude: null, longitude: null, href: "/productdetail/2" },
];

describe("ListingsMap", () => {
  it("loads Leaflet over the configured tiles, with the located points only", async () => {
    renderWithRouter(<ListingsMap points={points} settings={osm} label="Map of Bread listings" />);
    const region = screen.getByRole("region", { name: "Map of Bread listings" });
    expect(screen.getByRole("status").textContent).toBe("Loading the map…");
    await waitFor(() => expect(mounts.leaflet).toHaveLength(1));
    const { container, options } = mounts.leaflet[0]!;
    // The map is drawn into the labelled region.
    expect(container).toBe(region);
    expect(options.tileUrl).toBe(osm.tileUrl);
    expect(options.points.map((p) => p.id)).toEqual(["1"]);
    expect(options.single).toBe(false);
    const note = screen.getByText("1 listing on this page has no location, so it is not on the map.");
    expect(region.compareDocumentPosition(note)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await waitFor(() => expect(screen.queryByText("Loading the map…")).toBeNull());
  });

  it("loads the provider's code only once the map is a short scroll from the viewport", async () => {
    FakeIntersectionObserver.holdBack = true;
    renderWithRouter(<ListingsMap points={points} settings={osm} label="Map of Bread listings" />);
    expect(screen.getByRole("status").textContent).toBe("Loading the map…");
    const observer = FakeIntersectionObserver.instances.at(-1)!;
    act(() => observer.report(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mounts.leaflet).toHaveLength(0);

    act(() => observer.report(true));
    await waitFor(() => expect(mounts.leaflet).toHaveLength(1));
    expect(mounts.leaflet[0]!.container).toBe(screen.getByRole("region", { name: "Map of Bread listings" }));
  });

  it("says the map is offline when tiles fail and none loaded, and keeps the map", async () => {
    renderWithRouter(<ListingsMap points={points} settings={osm} label="Map" />);
    await waitFor(() => expect(mounts.leaflet).toHaveLength(1));
    const { options } = mounts.leaflet[0]!;
    act(() => options.onTileEvent("tileerror"));
    const notice = await screen.findByText(/Map tiles could not be loaded\./);
    expect(notice.closest("[role=status]")?.textContent).toBe(
      "Map tiles could not be loaded. The pins still work, and so does the list.",
    );
    // The same map stays, under the notice.
    expect(mounts.leaflet).toHaveLength(1);
    expect(mounts.leaflet[0]!.container).toBe(screen.getByRole("region", { name: "Map" }));
    act(() => options.onTileEvent("tileload"));
    await waitFor(() => expect(screen.queryByText(/Map tiles could not be loaded/)).toBeNull());
  });

  it("uses Google Maps when the server has a key, and Leaflet when Google cannot load", async () => {
    const { unmount } = renderWithRouter(
      <ListingsMap points={points} settings={{ ...osm, googleMapsKey: "key-1" }} label="Map" />,
    );
    await waitFor(() => expect(mounts.google).toHaveLength(1));
    expect(mounts.google[0]!.options.apiKey).toBe("key-1");
    expect(mounts.leaflet).toHaveLength(0);
    unmount();

    mounts.googleFails = true;
    renderWithRouter(<ListingsMap points={points} settings={{ ...osm, googleMapsKey: "key-1" }} label="Map" />);
    await waitFor(() => expect(mounts.leaflet).toHaveLength(1));
    act(() => mounts.leaflet[0]!.options.onTileEvent("tileerror"));
    const notice = await screen.findByText(/Map tiles could not be loaded\./);
    expect(notice.closest("[role=status]")).not.toBeNull();
  });

  it("shows an empty state when no point has a location, and nothing in single mode", async () => {
    const { unmount } = renderWithRouter(<ListingsMap points={[points[1]!]} settings={osm} label="Map" />);
    expect(screen.getByText("No listings with a location on this page.").closest("[role=status]")?.textContent).toBe(
      "No listings with a location on this page.Switch to the list to see them all.",
    );
    expect(screen.queryByRole("region")).toBeNull();
    unmount();
    renderWithRouter(<ListingsMap points={[points[1]!]} settings={osm} label="Map" single />);
    expect(screen.queryByText("No listings with a location on this page.")).toBeNull();
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("keeps its map when the page re-renders with the same points", async () => {
    function Page() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button onClick={() => setRenders(renders + 1)}>Render again</button>
          <ListingsMap points={points.map((p) => ({ ...p }))} settings={{ ...osm }} label="Map" />
        </>
      );
    }
    const { user } = renderWithRouter(<Page />);
    await waitFor(() => expect(mounts.leaflet).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Render again" }));
    await user.click(screen.getByRole("button", { name: "Render again" }));
    expect(mounts.leaflet).toHaveLength(1);
  });

  it("navigates inside the app when a popup's link is followed", async () => {
    const { router } = renderWithRouter(<ListingsMap points={points} settings={osm} label="Map" single />);
    await waitFor(() => expect(mounts.leaflet).toHaveLength(1));
    expect(mounts.leaflet[0]!.options.single).toBe(true);
    act(() => mounts.leaflet[0]!.options.onNavigate("/productdetail/1"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/productdetail/1"));
  });
});

const subcategoryId = "00000000-0000-4000-8000-0000000000b1";

const makeListing = listingMaker("00000000", 100, (n) => ({
  priceCents: 100,
  city: "Austin, TX",
  address: `${n} Main St`,
  categoryId: subcategoryId,
  publishedAt: "2025-01-01T00:00:00.000Z",
}));
const listing = (n: number, latitude: number | null, longitude: number | null) =>
  makeListing(n, { latitude, longitude });

describe("the products page's map view", () => {
  it("switches between list and map through the URL; the map asks the server with the list's filters", async () => {
    const requests: URL[] = [];
    const clusterRequests: URL[] = [];
    server.use(
      http.get("/api/listings/clusters", ({ request }) => {
        clusterRequests.push(new URL(request.url));
        return HttpResponse.json({ result: 1, result_value: { total: 1, clusters: [], points: [], truncated: false } });
      }),
      http.get("/api/listings", ({ request }) => {
        requests.push(new URL(request.url));
        return page([listing(1, 30.2, -97.7), listing(2, null, null)]);
      }),
    );
    const { user, router } = renderApp(`/products?subcategoryId=${subcategoryId}&name=Bread&q=rye`);
    const toggle = await screen.findByRole("group", { name: "Show results as" });
    expect(within(toggle).getByRole("button", { name: "List" }).getAttribute("aria-pressed")).toBe("true");
    expect(await screen.findAllByRole("article")).toHaveLength(2);

    await user.click(within(toggle).getByRole("button", { name: "Map" }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?subcategoryId=${subcategoryId}&name=Bread&q=rye&view=map`),
    );
    expect(within(toggle).getByRole("button", { name: "Map" }).getAttribute("aria-pressed")).toBe("true");
    const mapRegion = await screen.findByRole("region", { name: "Map of Bread listings" });
    await waitFor(() => expect(requests.at(-1)?.searchParams.get("limit")).toBe("100"));
    expect(requests.at(-1)?.searchParams.get("q")).toBe("rye");
    await waitFor(() => expect(mounts.clusterMaps.at(-1)).toBe(mapRegion));
    expect(Object.fromEntries(clusterRequests.at(-1)!.searchParams)).toEqual({
      bbox: "-180,-85,180,85",
      zoom: "2",
      subcategoryId,
      q: "rye",
    });

    // Filters keep the view.
    await user.click(screen.getByLabelText("Open now"));
    await waitFor(() => expect(router.state.location.search).toContain("open=1&view=map"));
    await user.click(within(toggle).getByRole("button", { name: "List" }));
    await waitFor(() => expect(router.state.location.search).not.toContain("view="));
  });

  it("keeps the map view on reload and shows the list's empty state", async () => {
    renderApp(`/products?subcategoryId=${subcategoryId}&name=Bread&view=map`);
    expect((await screen.findByText("No listings here yet")).closest("[role=status]")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Map" }).getAttribute("aria-pressed")).toBe("true");
  });
});
