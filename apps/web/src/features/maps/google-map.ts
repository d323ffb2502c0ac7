// Loaded on demand by ListingsMap when the server has a Google Maps key.
import { GridAlgorithm, MarkerClusterer, type Renderer } from "@googlemaps/markerclusterer";
import { CLUSTER_GRID_PX, MAX_ZOOM, SINGLE_ZOOM, SPOT_ZOOM, type MapHandle, type MountOptions } from "./map-handle";
import { popupContent } from "./popup-content";

export type GoogleOptions = MountOptions & { apiKey: string };

// The few parts of the Maps JavaScript API used here. @types/google.maps is not referenced: its
// global `google` namespace would clash with the sign-in SDK's `window.google` (features/auth).
export type LatLngLiteral = { lat: number; lng: number };
type Listener = { remove(): void };
export type MapsMap = {
  addListener(event: string, handler: () => void): Listener;
  fitBounds(bounds: unknown, padding?: number): void;
  getZoom(): number | undefined;
  setZoom(zoom: number): void;
};
export type MapsMarker = {
  addListener(event: string, handler: () => void): Listener;
  setMap(map: MapsMap | null): void;
};
export type MapsInfoWindow = {
  setContent(content: Node): void;
  open(options: { anchor: MapsMarker; map: MapsMap }): void;
  close(): void;
};
type MarkerOptions = { position: unknown; title?: string; icon?: unknown; label?: unknown; zIndex?: number };
export type GoogleMapsApi = {
  importLibrary(name: string): Promise<unknown>;
  Marker: { MAX_ZINDEX: number; new (options: MarkerOptions): MapsMarker };
  Size: new (width: number, height: number) => unknown;
  LatLngBounds: new () => { extend(point: LatLngLiteral): void };
  event: {
    addListenerOnce(instance: object, event: string, handler: () => void): Listener;
    clearInstanceListeners(instance: object): void;
  };
};
export type MapsLibrary = {
  Map: new (container: HTMLElement, options: Record<string, unknown>) => MapsMap;
  InfoWindow: new () => MapsInfoWindow;
};
export type MarkerLibrary = { Marker: new (options: MarkerOptions) => MapsMarker };

const CALLBACK = "__mpGoogleMapsReady";
type MapsWindow = Window & { [CALLBACK]?: () => void; gm_authFailure?: () => void };

export function mapsApi(): GoogleMapsApi | undefined {
  return (window as unknown as { google?: { maps?: GoogleMapsApi } }).google?.maps;
}

let loading: Promise<void> | null = null;

/** The Maps JavaScript API (with the places library), loaded once; a failed load may be retried. */
export function loadGoogleMaps(apiKey: string, doc: Document = document): Promise<void> {
  const win = doc.defaultView as MapsWindow;
  if (typeof mapsApi()?.importLibrary === "function") return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    win[CALLBACK] = () => resolve();
    const script = doc.createElement("script");
    script.src = googleMapsScriptUrl(apiKey);
    script.async = true;
    script.addEventListener("error", () => {
      loading = null;
      script.remove();
      reject(new Error("Google Maps could not be loaded."));
    });
    doc.head.append(script);
  });
  return loading;
}

export function googleMapsScriptUrl(apiKey: string): string {
  const query = new URLSearchParams({ key: apiKey, libraries: "places", loading: "async", callback: CALLBACK });
  return `https://maps.googleapis.com/maps/api/js?${query}`;
}

export function clusterSvg(): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">' +
    '<circle cx="20" cy="20" r="19" fill="#0f1b3d" fill-opacity=".25"/>' +
    '<circle cx="20" cy="20" r="14" fill="#0f1b3d"/></svg>';
  return `data:image/svg+xml;charset=UTF-8,${encodeURIComponent(svg)}`;
}

/**
 * Groups of 2 or more become a numbered circle. MarkerClusterer itself shows a group of one as
 * its own marker, so a lone listing stays a pin (minimum cluster size 2, spec section 9).
 */
export function clusterRenderer(maps: GoogleMapsApi): Renderer {
  return {
    render: ({ count, position }) =>
      new maps.Marker({
        position,
        icon: { url: clusterSvg(), scaledSize: new maps.Size(44, 44) },
        label: { text: String(count), color: "#ffffff", fontSize: "13px", fontWeight: "600" },
        title: `${count} listings here, zoom in`,
        zIndex: Number(maps.Marker.MAX_ZINDEX) + count,
      }),
  };
}

export async function mountGoogleMap(container: HTMLElement, options: GoogleOptions): Promise<MapHandle> {
  const { points, single, onTileEvent, onNavigate } = options;
  const win = window as MapsWindow;
  // Google calls this when the key is refused: the map stays blank, like an offline one.
  win.gm_authFailure = () => onTileEvent("providererror");
  await loadGoogleMaps(options.apiKey);
  const maps = mapsApi();
  if (!maps) throw new Error("Google Maps did not start.");
  const { Map, InfoWindow } = (await maps.importLibrary("maps")) as MapsLibrary;
  const { Marker } = (await maps.importLibrary("marker")) as MarkerLibrary;

  const first = points[0];
  const map = new Map(container, {
    center: first ? { lat: first.latitude, lng: first.longitude } : { lat: 0, lng: 0 },
    zoom: single ? SINGLE_ZOOM : first ? SPOT_ZOOM : 1,
    maxZoom: MAX_ZOOM,
    clickableIcons: false,
    mapTypeControl: false,
    streetViewControl: false,
    gestureHandling: "cooperative",
  });
  const tiles = map.addListener("tilesloaded", () => onTileEvent("tileload"));
  const popup = new InfoWindow();
  const markers = points.map((point) => {
    const marker = new Marker({ position: { lat: point.latitude, lng: point.longitude }, title: point.name });
    marker.addListener("click", () => {
      popup.setContent(popupContent(point, onNavigate));
      popup.open({ anchor: marker, map });
    });
    return marker;
  });

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
    if (points.length > 1) {
      const bounds = new maps.LatLngBounds();
      for (const p of points) bounds.extend({ lat: p.latitude, lng: p.longitude });
      map.fitBounds(bounds, 48);
      maps.event.addListenerOnce(map, "idle", () => {
        if ((map.getZoom() ?? 0) > SPOT_ZOOM) map.setZoom(SPOT_ZOOM);
      });
    }
  }

  return {
    destroy: () => {
      tiles.remove();
      popup.close();
      clusterer?.clearMarkers();
      for (const marker of markers) marker.setMap(null);
      maps.event.clearInstanceListeners(map);
      if (win.gm_authFailure) delete win.gm_authFailure;
    },
  };
}
