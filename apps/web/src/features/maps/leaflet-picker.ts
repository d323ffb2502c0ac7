// Loaded on demand by LocationPicker: Leaflet and its styles stay out of the form's first view.
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./leaflet-map.css";
import { createTiledMap } from "./leaflet-tiles";
import { PICKER_ZOOM, type LatLng, type PickerHandle, type PickerOptions } from "./picker-handle";

export type LeafletPickerOptions = PickerOptions & { tileUrl: string; attribution: string };

const pin = L.divIcon({ className: "map-pin map-pin--draggable", html: "", iconSize: [28, 36], iconAnchor: [14, 36] });

export function mountLeafletPicker(container: HTMLElement, options: LeafletPickerOptions): PickerHandle {
  const { onPick } = options;
  const map = createTiledMap(container, options);

  // The marker's own keyboard handling is off: the typed coordinates are the keyboard's way.
  const marker = L.marker([0, 0], { icon: pin, draggable: true, keyboard: false, title: "Your listing's location" });
  marker.on("dragend", () => {
    const { lat, lng } = marker.getLatLng();
    onPick({ latitude: lat, longitude: L.Util.wrapNum(lng, [-180, 180], true) });
  });
  map.on("click", (event: L.LeafletMouseEvent) => {
    const { lat, lng } = event.latlng.wrap();
    onPick({ latitude: lat, longitude: lng });
  });

  const setPosition = (position: LatLng | null, isFromMap = false) => {
    if (!position) {
      marker.remove();
      return;
    }
    const at: L.LatLngTuple = [position.latitude, position.longitude];
    marker.setLatLng(at);
    if (!map.hasLayer(marker)) marker.addTo(map);
    if (!isFromMap) map.setView(at, Math.max(map.getZoom(), PICKER_ZOOM));
  };
  map.setView([20, 0], 1);
  setPosition(options.position);

  return { setPosition, destroy: () => map.remove() };
}
