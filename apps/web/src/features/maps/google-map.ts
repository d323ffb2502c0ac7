// Loaded on demand by ListingsMap when the server has a Google Maps key.
import { GridAlgorithm, MarkerClusterer, type Renderer } from "@googlemaps/markerclusterer";
import {
  startGoogleMap,
  type GoogleMapsApi,
  type LatLngLiteral,
  type MapsInfoWindow,
  type MapsMap,
  type MapsMarker,
  type MarkerOptions,
} from "./google-api";
import { CLUSTER_GRID_PX, SINGLE_ZOOM, SPOT_ZOOM, type MapHandle, type MountOptions } from "./map-handle";
import type { MapPoint } from "./map-points";
import { popupContent } from "./popup-content";

export type GoogleOptions = MountOptions & { apiKey: string };

export function clusterSvg(): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">' +
    '<circle cx="20" cy="20" r="19" fill="#0f1b3d" fill-opacity=".25"/>' +
    '<circle cx="20" cy="20" r="14" fill="#0f1b3d"/></svg>';
  return `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(svg)}`;
}

/** A group of `count` listings: a numbered circle above the pins, larger groups higher. */
export function bubbleOptions(maps: GoogleMapsApi, position: unknown, count: number, title: string): MarkerOptions {
  return {
    position,
    icon: { url: clusterSvg(), scaledSize: new maps.Size(44, 44) },
    label: { text: String(count), color: "#ffffff", fontSize: "13px", fontWeight: "600" },
    title,
    zIndex: Number(maps.Marker.MAX_ZINDEX) + count,
  };
}

/**
 * Groups of 2 or more become a numbered circle. MarkerClusterer itself shows a group of one as
 * its own marker, so a lone listing stays a pin (minimum cluster size 2, spec section 9).
 */
export function clusterRenderer(maps: GoogleMapsApi): Renderer {
  return {
    render: ({ count, position }) =>
      new maps.Marker(bubbleOptions(maps, position, count, `${count} listings here, zoom in`)),
  };
}

type PinContext = {
  Marker: new (options: MarkerOptions) => MapsMarker;
  map: MapsMap;
  popup: MapsInfoWindow;
  onNavigate: (href: string) => void;
};

/** A listing's pin, which opens its popup when clicked. */
export function pinOf(point: MapPoint, { Marker, map, popup, onNavigate }: PinContext) {
  const marker = new Marker({ position: { lat: point.latitude, lng: point.longitude }, title: point.name });
  marker.addListener("click", () => {
    popup.setContent(popupContent(point, onNavigate));
    popup.open({ anchor: marker, map });
  });
  return marker;
}

export function boundsAround(maps: GoogleMapsApi, corners: LatLngLiteral[]) {
  const bounds = new maps.LatLngBounds();
  for (const corner of corners) bounds.extend(corner);
  return bounds;
}

/** Fits the map around `corners`, then steps back out to SPOT_ZOOM if that came in closer. */
export function fitAround(maps: GoogleMapsApi, map: MapsMap, corners: LatLngLiteral[]) {
  map.fitBounds(boundsAround(maps, corners), 48);
  maps.event.addListenerOnce(map, "idle", () => {
    if ((map.getZoom() ?? 0) > SPOT_ZOOM) map.setZoom(SPOT_ZOOM);
  });
}

export async function mountGoogleMap(container: HTMLElement, options: GoogleOptions): Promise<MapHandle> {
  const { points, single, onTileEvent, onNavigate } = options;
  const first = points[0];
  const { maps, map, InfoWindow, Marker, release } = await startGoogleMap(container, {
    apiKey: options.apiKey,
    onTileEvent,
    center: first ? { lat: first.latitude, lng: first.longitude } : { lat: 0, lng: 0 },
    zoom: single ? SINGLE_ZOOM : first ? SPOT_ZOOM : 1,
  });
  const tiles = map.addListener("tilesloaded", () => onTileEvent("tileload"));
  const popup = new InfoWindow();
  const markers = points.map((point) => pinOf(point, { Marker, map, popup, onNavigate }));

  let clusterer: MarkerClusterer | null = null;
  if (single) {
    for (const marker of markers) marker.setMap(map);
  } else {
    clusterer = new MarkerClusterer({
      map,
      markers,
      algorithm: new GridAlgorithm({ gridSize: CLUSTER_GRID_PX }),
      renderer: clusterRenderer(maps),
    });
    const corners = points.map((p) => ({ lat: p.latitude, lng: p.longitude }));
    if (points.length > 1) fitAround(maps, map, corners);
  }

  return {
    destroy: () => {
      tiles.remove();
      popup.close();
      clusterer?.clearMarkers();
      for (const marker of markers) marker.setMap(null);
      release();
    },
  };
}
