// Loaded on demand by ListingsMap: Leaflet, its clustering plugin and their styles stay out of
// the first view.
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "leaflet.markercluster/dist/MarkerCluster.Default.css";
import "./leaflet-map.css";
import { SINGLE_ZOOM, SPOT_ZOOM, type MapHandle, type MountOptions } from "./map-handle";
import { crowdGroup, pinMarker } from "./leaflet-pins";
import { createTiledMap } from "./leaflet-tiles";

export type LeafletOptions = MountOptions & { tileUrl: string; attribution: string };

export function mountLeafletMap(container: HTMLElement, options: LeafletOptions): MapHandle {
  const { points, single, onNavigate } = options;
  const map = createTiledMap(container, options);

  const markers = points.map((point) => pinMarker(point, onNavigate));
  if (single) {
    for (const marker of markers) marker.addTo(map);
  } else {
    map.addLayer(crowdGroup(map).addLayers(markers));
  }

  const first = points[0];
  if (single || points.length === 1) {
    if (first) map.setView([first.latitude, first.longitude], single ? SINGLE_ZOOM : SPOT_ZOOM);
  } else if (points.length > 1) {
    const bounds = L.latLngBounds(points.map((p) => [p.latitude, p.longitude] as L.LatLngTuple));
    map.fitBounds(bounds, { padding: [48, 48], maxZoom: SPOT_ZOOM });
  } else {
    map.setView([0, 0], 1);
  }

  return { destroy: () => map.remove() };
}
