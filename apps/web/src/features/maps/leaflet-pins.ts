// Shared by the on-demand Leaflet maps (leaflet-map, leaflet-cluster-map): never imported eagerly.
// Leaflet's UMD build sets window.L, which leaflet.markercluster extends.
import L from "leaflet";
import "leaflet.markercluster";
import { CLUSTER_GRID_PX, MAX_ZOOM } from "./map-handle";
import type { MapPoint } from "./map-points";
import { popupContent } from "./popup-content";

// Leaflet's default icon points at images that bundlers move; a CSS-drawn pin needs none.
const pin = L.divIcon({
  className: "map-pin",
  html: "",
  iconSize: [28, 36],
  iconAnchor: [14, 36],
  popupAnchor: [0, -32],
});

/** A listing's pin: a button named by the listing (role set by Leaflet), its popup a link to it. */
export function pinMarker(point: MapPoint, onNavigate: (href: string) => void): L.Marker {
  const marker = L.marker([point.latitude, point.longitude], {
    icon: pin,
    title: point.name,
    alt: point.name,
    keyboard: true,
  });
  marker.bindPopup(() => popupContent(point, onNavigate));
  marker.on("add", () => marker.getElement()?.setAttribute("aria-label", point.name));
  return marker;
}

/** A numbered bubble, sized by its count, that says what it holds to a screen reader too. */
export function countIcon(count: number): L.DivIcon {
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

/**
 * The client library's group of pins on the spec's 60 px grid (from 2 markers; a lone marker stays
 * a pin). Enter on a focused group does what a click does: zoom in, or fan out at the last zoom.
 */
export function crowdGroup(map: L.Map): L.MarkerClusterGroup {
  const group = L.markerClusterGroup({
    maxClusterRadius: CLUSTER_GRID_PX,
    showCoverageOnHover: false,
    iconCreateFunction: (cluster) => countIcon(cluster.getChildCount()),
  });
  group.on("clusterkeypress", (event) => {
    const { originalEvent, layer } = event as L.LeafletKeyboardEvent & { layer: L.MarkerCluster };
    if (originalEvent.key !== "Enter") return;
    if (map.getZoom() >= MAX_ZOOM) layer.spiderfy();
    else layer.zoomToBounds({ padding: [32, 32] });
  });
  return group;
}
