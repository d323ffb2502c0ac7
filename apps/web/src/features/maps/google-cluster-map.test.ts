import type { AlgorithmInput, Marker } from "@googlemaps/markerclusterer";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { pinClustering } from "./google-cluster-map";
import { MAX_ZOOM } from "./map-handle";

// The few parts of the Maps API the library's grid reads, on a flat projection (256 · 2^zoom px
// for 360°, as Google's tiles are): positions, boxes and the pixels between them.
class LatLng {
  readonly #lat: number;
  readonly #lng: number;
  constructor(at: number | { lat: number; lng: number }, lng = 0) {
    this.#lat = typeof at === "number" ? at : at.lat;
    this.#lng = typeof at === "number" ? lng : at.lng;
  }
  lat = () => this.#lat;
  lng = () => this.#lng;
  toJSON = () => ({ lat: this.#lat, lng: this.#lng });
}
class LatLngBounds {
  // Empty until extended, as Google's are when made without corners.
  constructor(
    private sw?: LatLng,
    private ne: LatLng | undefined = sw,
  ) {}
  getSouthWest = () => this.sw!;
  getNorthEast = () => this.ne!;
  getCenter = () => new LatLng((this.sw!.lat() + this.ne!.lat()) / 2, (this.sw!.lng() + this.ne!.lng()) / 2);
  extend(at: LatLng) {
    const [sw, ne] = [this.sw ?? at, this.ne ?? at];
    this.sw = new LatLng(Math.min(sw.lat(), at.lat()), Math.min(sw.lng(), at.lng()));
    this.ne = new LatLng(Math.max(ne.lat(), at.lat()), Math.max(ne.lng(), at.lng()));
    return this;
  }
  contains = (at: LatLng) =>
    !!this.sw &&
    !!this.ne &&
    at.lat() >= this.sw.lat() &&
    at.lat() <= this.ne.lat() &&
    at.lng() >= this.sw.lng() &&
    at.lng() <= this.ne.lng();
}

beforeEach(() => vi.stubGlobal("google", { maps: { LatLng, LatLngBounds } }));

/** What the algorithm makes of two listings about 15 m apart, at a zoom. */
function groupsAt(zoom: number): number[] {
  const pxPerDegree = (256 * 2 ** zoom) / 360;
  const projection = {
    fromLatLngToDivPixel: (at: LatLng) => ({ x: at.lng() * pxPerDegree, y: -at.lat() * pxPerDegree }),
    fromDivPixelToLatLng: (p: { x: number; y: number }) => new LatLng(-p.y / pxPerDegree, p.x / pxPerDegree),
  };
  const marker = (lat: number, lng: number) => ({ getPosition: () => new LatLng(lat, lng), setMap: () => {} });
  const input = {
    map: {
      getZoom: () => zoom,
      getBounds: () => new LatLngBounds(new LatLng(40.69, -74.01), new LatLng(40.71, -73.99)),
    },
    markers: [marker(40.7, -74), marker(40.7001, -74.0001)] as unknown as Marker[],
    mapCanvasProjection: projection,
  } as unknown as AlgorithmInput;
  const { clusters, changed } = pinClustering().calculate(input);
  expect(changed).toBe(true);
  return clusters.map((cluster) => cluster.markers!.length);
}

describe("the Google map of the server's clusters", () => {
  it("leaves the server's single listings alone below its deepest zoom, however close", () => {
    expect(groupsAt(2)).toEqual([1, 1]);
    expect(groupsAt(15)).toEqual([1, 1]);
  });

  it("groups the listings that crowd from the deepest zoom on, but not at the map's last zoom", () => {
    expect(groupsAt(16)).toEqual([2]);
    expect(groupsAt(18)).toEqual([2]);
    expect(groupsAt(MAX_ZOOM)).toEqual([1, 1]);
  });
});
