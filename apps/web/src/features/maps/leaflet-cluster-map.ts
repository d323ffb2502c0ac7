// Loaded on demand by ClusterMap: Leaflet, its clustering plugin and their styles stay out of the
// first view (leaflet-map.ts is the same for a page's own pins).
import L from "leaflet";
import "leaflet.markercluster";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "leaflet.markercluster/dist/MarkerCluster.Default.css";
import "./leaflet-map.css";
import type { ClusterBounds, ListingClusters } from "@mp/contracts/listing-clusters";
import type { ClusterMapHandle, ClusterMountOptions } from "./cluster-handle";
import { drawingOf, isSpot, type Bubble } from "./cluster-view";
import { CLUSTER_GRID_PX, MAX_ZOOM, SPOT_ZOOM } from "./map-handle";
import { createTiledMap } from "./leaflet-tiles";
import { popupContent } from "./popup-content";

export type LeafletClusterOptions = ClusterMountOptions & { tileUrl: string; attribution: string };

const pin = L.divIcon({
  className: "map-pin",
  html: "",
  iconSize: [28, 36],
  iconAnchor: [14, 36],
  popupAnchor: [0, -32],
});
const PADDING: L.PointTuple = [32, 32];

function bubbleIcon(bubble: Bubble): L.DivIcon {
  const inner = document.createElement("div");
  const number = document.createElement("span");
  number.textContent = String(bubble.count);
  const words = document.createElement("span");
  words.className = "visually-hidden";
  words.textContent = " listings here, zoom in";
  inner.append(number, words);
  return L.divIcon({
    html: inner,
    className: `marker-cluster marker-cluster-${bubble.size}`,
    iconSize: L.point(40, 40),
  });
}

const toLatLngBounds = (b: ClusterBounds) => L.latLngBounds([b.south, b.west], [b.north, b.east]);

export function mountLeafletClusterMap(container: HTMLElement, options: LeafletClusterOptions): ClusterMapHandle {
  const { onNavigate, onViewChange, hrefOf } = options;
  const map = createTiledMap(container, options);
  const bubbles = L.layerGroup().addTo(map);
  // The client library groups only the single listings the server sent, where they crowd.
  const pins = L.markerClusterGroup({ maxClusterRadius: CLUSTER_GRID_PX, showCoverageOnHover: false });
  map.addLayer(pins);

  const zoomInto = (bounds: ClusterBounds) => {
    if (isSpot(bounds)) map.setView([bounds.south, bounds.west], Math.min(MAX_ZOOM, map.getZoom() + 3));
    else map.fitBounds(toLatLngBounds(bounds), { padding: PADDING });
  };
  const report = () => {
    const box = map.getBounds();
    onViewChange(
      { west: box.getWest(), south: box.getSouth(), east: box.getEast(), north: box.getNorth() },
      map.getZoom(),
    );
  };
  map.on("moveend", report);
  map.setView([20, 0], 2);

  return {
    draw(answer: ListingClusters) {
      const drawing = drawingOf(answer, hrefOf);
      bubbles.clearLayers();
      for (const bubble of drawing.bubbles) {
        const marker = L.marker([bubble.lat, bubble.lng], {
          icon: bubbleIcon(bubble),
          title: bubble.label,
          keyboard: true,
        });
        marker.on("click", () => zoomInto(bubble.bounds));
        marker.on("keypress", (event) => {
          if ((event as L.LeafletKeyboardEvent).originalEvent.key === "Enter") zoomInto(bubble.bounds);
        });
        marker.on("add", () => marker.getElement()?.setAttribute("aria-label", bubble.label));
        bubbles.addLayer(marker);
      }
      pins.clearLayers();
      pins.addLayers(
        drawing.pins.map((point) => {
          const marker = L.marker([point.latitude, point.longitude], {
            icon: pin,
            title: point.name,
            alt: point.name,
            keyboard: true,
          });
          marker.bindPopup(() => popupContent(point, onNavigate));
          marker.on("add", () => marker.getElement()?.setAttribute("aria-label", point.name));
          return marker;
        }),
      );
    },
    fitTo(bounds: ClusterBounds) {
      if (isSpot(bounds)) map.setView([bounds.south, bounds.west], SPOT_ZOOM);
      else map.fitBounds(toLatLngBounds(bounds), { padding: [48, 48], maxZoom: SPOT_ZOOM });
    },
    destroy: () => map.remove(),
  };
}
