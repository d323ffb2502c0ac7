// Loaded on demand by LocationPicker when the server has a Google Maps key.
import { startGoogleMap, type GoogleLatLng } from "./google-api";
import { PICKER_ZOOM, type LatLng, type PickerHandle, type PickerOptions } from "./picker-handle";

export type GooglePickerOptions = PickerOptions & { apiKey: string };

const toLatLng = (at: GoogleLatLng): LatLng => ({ latitude: at.lat(), longitude: at.lng() });

export async function mountGooglePicker(container: HTMLElement, options: GooglePickerOptions): Promise<PickerHandle> {
  const { onPick, onTileEvent } = options;
  const start = options.position;
  const { map, Marker, release } = await startGoogleMap(container, {
    apiKey: options.apiKey,
    onTileEvent,
    center: start ? { lat: start.latitude, lng: start.longitude } : { lat: 20, lng: 0 },
    zoom: start ? PICKER_ZOOM : 1,
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
      release();
    },
  };
}
