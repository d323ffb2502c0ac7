// Loaded on demand by ListingsMap: Leaflet, its clustering plugin and their styles stay out of
// the first view. Leaflet's UMD build sets window.L, which leaflet.markercluster extends.
import L from "leaflet";
import "leaflet.markercluster";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "leaflet.markercluster/dist/MarkerCluster.Default.css";
import "./leaflet-map.css";
import { CLUSTER_GRID_PX, MAX_ZOOM, SINGLE_ZOOM, SPOT_ZOOM, type MapHandle, type MountOptions } from "./map-handle";
import { createTiledMap } from "./leaflet-tiles";
import { popupContent } from "./popup-content";

export type LeafletOptions = MountOptions & { tileUrl: string; attribution: string };

// Leaflet's default icon points at images that bundlers move; a CSS-drawn pin needs none.
const pin = L.divIcon({
  className: "map-pin",
  html: "",
  iconSize: [28, 36],
  iconAnchor: [14, 36],
  popupAnchor: [0, -32],
});

function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? "small" : count < 100 ? "medium" : "large";
  const inner = document.createElement("div");
  const number = document.createElement("span");
  number.textContent = String(count);
  const words = document.createElement("span");
  words.className = "visually-hidden";
  words.textContent = " listings here, zoom in";
  inner.append(number, words);
  return L.divIcon({ html: inner, className: `marker-cluster marker-cluster-${size}`, iconSize: L.point(40, 40) });
}

export function mountLeafletMap(container: HTMLElement, options: LeafletOptions): MapHandle {
  const { points, single, onNavigate } = options;
  const map = createTiledMap(container, options);

  const markers = points.map((point) => {
    const marker = L.marker([point.latitude, point.longitude], {
      icon: pin,
      title: point.name,
      alt: point.name,
      keyboard: true,
    });
    marker.bindPopup(() => popupContent(point, onNavigate));
    // The pin is a button (role set by Leaflet); its name is the listing's.
    marker.on("add", () => marker.getElement()?.setAttribute("aria-label", point.name));
    return marker;
  });

  if (single) {
    for (const marker of markers) marker.addTo(map);
  } else {
    // markercluster only groups from 2 markers; a lone marker stays a pin.
    const group = L.markerClusterGroup({
      maxClusterRadius: CLUSTER_GRID_PX,
      showCoverageOnHover: false,
      iconCreateFunction: clusterIcon,
    });
    // Enter on a focused cluster does what a click does: zoom in, or fan out at the last zoom.
    group.on("clusterkeypress", (event) => {
      const { originalEvent, layer } = event as L.LeafletKeyboardEvent & { layer: L.MarkerCluster };
      if (originalEvent.key !== "Enter") return;
      if (map.getZoom() >= MAX_ZOOM) layer.spiderfy();
      else layer.zoomToBounds({ padding: [32, 32] });
    });
    group.addLayers(markers);
    map.addLayer(group);
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
