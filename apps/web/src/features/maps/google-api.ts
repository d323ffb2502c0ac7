// The Maps JavaScript API as the site's Google maps use it: its loader, and the start every map shares.
import { MAX_ZOOM } from "./map-handle";
import type { TileEvent } from "./tile-status";

// The few parts of the API used here. @types/google.maps is not referenced: its global `google`
// namespace would clash with the sign-in SDK's `window.google` (features/auth).
export type LatLngLiteral = { lat: number; lng: number };
export type GoogleLatLng = { lat(): number; lng(): number };
type Listener = { remove(): void };
export type MapsMap = {
  addListener(event: string, handler: (event: { latLng?: GoogleLatLng | null }) => void): Listener;
  fitBounds(bounds: unknown, padding?: number): void;
  getZoom(): number | undefined;
  setZoom(zoom: number): void;
  panTo(position: LatLngLiteral): void;
};
export type MapsMarker = {
  addListener(event: string, handler: () => void): Listener;
  setMap(map: MapsMap | null): void;
  getPosition(): GoogleLatLng | null | undefined;
  setPosition(position: LatLngLiteral): void;
};
export type MapsInfoWindow = {
  setContent(content: Node): void;
  open(options: { anchor: MapsMarker; map: MapsMap }): void;
  close(): void;
};
export type MarkerOptions = {
  position?: unknown;
  title?: string;
  icon?: unknown;
  label?: unknown;
  zIndex?: number;
  draggable?: boolean;
};
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
type MapsLibrary = {
  Map: new (container: HTMLElement, options: Record<string, unknown>) => MapsMap;
  InfoWindow: new () => MapsInfoWindow;
};
type MarkerLibrary = { Marker: new (options: MarkerOptions) => MapsMarker };

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

type StartOptions = { apiKey: string; onTileEvent: (event: TileEvent) => void; center: LatLngLiteral; zoom: number };

/**
 * Loads the API and draws a map in `container` with the site's controls. `release` undoes what
 * the start set up beyond the map, for the handle's `destroy`.
 */
export async function startGoogleMap(container: HTMLElement, { apiKey, onTileEvent, center, zoom }: StartOptions) {
  const win = window as MapsWindow;
  // Google calls this when the key is refused: the map stays blank, like an offline one.
  win.gm_authFailure = () => onTileEvent("providererror");
  await loadGoogleMaps(apiKey);
  const maps = mapsApi();
  if (!maps) throw new Error("Google Maps did not start.");
  const { Map, InfoWindow } = (await maps.importLibrary("maps")) as MapsLibrary;
  const { Marker } = (await maps.importLibrary("marker")) as MarkerLibrary;
  const map = new Map(container, {
    center,
    zoom,
    maxZoom: MAX_ZOOM,
    clickableIcons: false,
    mapTypeControl: false,
    streetViewControl: false,
    gestureHandling: "cooperative",
  });
  const release = () => {
    maps.event.clearInstanceListeners(map);
    if (win.gm_authFailure) delete win.gm_authFailure;
  };
  return { maps, map, InfoWindow, Marker, release };
}
