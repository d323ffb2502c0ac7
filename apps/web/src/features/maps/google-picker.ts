// Loaded on demand by LocationPicker when the server has a Google Maps key.
import { loadGoogleMaps } from "./google-map";
import { MAX_ZOOM } from "./map-handle";
import { PICKER_ZOOM, type LatLng, type PickerHandle, type PickerOptions } from "./picker-handle";

export type GooglePickerOptions = PickerOptions & { apiKey: string };

// The few parts of the Maps JavaScript API used here (see google-map.ts for why not @types/google.maps).
type GoogleLatLng = { lat(): number; lng(): number };
type Listener = { remove(): void };
type PickerMap = {
  addListener(event: string, handler: (event: { latLng?: GoogleLatLng | null }) => void): Listener;
  panTo(position: { lat: number; lng: number }): void;
  setZoom(zoom: number): void;
  getZoom(): number | undefined;
};
type PickerMarker = {
  addListener(event: string, handler: () => void): Listener;
  getPosition(): GoogleLatLng | null | undefined;
  setPosition(position: { lat: number; lng: number }): void;
  setMap(map: PickerMap | null): void;
};
type MapsApi = {
  importLibrary(name: string): Promise<unknown>;
  event: { clearInstanceListeners(instance: object): void };
};
type MapsLibrary = { Map: new (container: HTMLElement, options: Record<string, unknown>) => PickerMap };
type MarkerLibrary = { Marker: new (options: Record<string, unknown>) => PickerMarker };

function mapsApi(): MapsApi | undefined {
  return (window as unknown as { google?: { maps?: MapsApi } }).google?.maps;
}

const toLatLng = (at: GoogleLatLng): LatLng => ({ latitude: at.lat(), longitude: at.lng() });

export async function mountGooglePicker(container: HTMLElement, options: GooglePickerOptions): Promise<PickerHandle> {
  const { onPick, onTileEvent } = options;
  const win = window as Window & { gm_authFailure?: () => void };
  win.gm_authFailure = () => onTileEvent("providererror");
  await loadGoogleMaps(options.apiKey);
  const maps = mapsApi();
  if (!maps) throw new Error("Google Maps did not start.");
  const { Map } = (await maps.importLibrary("maps")) as MapsLibrary;
  const { Marker } = (await maps.importLibrary("marker")) as MarkerLibrary;

  const start = options.position;
  const map = new Map(container, {
    center: start ? { lat: start.latitude, lng: start.longitude } : { lat: 20, lng: 0 },
    zoom: start ? PICKER_ZOOM : 1,
    maxZoom: MAX_ZOOM,
    clickableIcons: false,
    mapTypeControl: false,
    streetViewControl: false,
    gestureHandling: "cooperative",
  });
  const marker = new Marker({ draggable: true, title: "Your listing's location" });
  const listeners = [
    map.addListener("tilesloaded", () => onTileEvent("tileload")),
    map.addListener("click", (event) => {
      if (event.latLng) onPick(toLatLng(event.latLng));
    }),
    marker.addListener("dragend", () => {
      const at = marker.getPosition();
      if (at) onPick(toLatLng(at));
    }),
  ];

  const setPosition = (position: LatLng | null, isFromMap = false) => {
    if (!position) return marker.setMap(null);
    const at = { lat: position.latitude, lng: position.longitude };
    marker.setPosition(at);
    marker.setMap(map);
    if (isFromMap) return;
    map.panTo(at);
    if ((map.getZoom() ?? 0) < PICKER_ZOOM) map.setZoom(PICKER_ZOOM);
  };
  if (start) setPosition(start);

  return {
    setPosition,
    destroy: () => {
      for (const listener of listeners) listener.remove();
      marker.setMap(null);
      maps.event.clearInstanceListeners(map);
      if (win.gm_authFailure) delete win.gm_authFailure;
    },
  };
}
