// Loaded on demand by ClusterMap: Leaflet, its clustering plugin and their styles stay out of the
// first view (leaflet-map.ts is the same for a page's own pins).
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "leaflet.markercluster/dist/MarkerCluster.Default.css";
import "./leaflet-map.css";
import type { ClusterBounds, ListingClusters } from "@mp/contracts/listing-clusters";
import type { ClusterMapHandle, ClusterMountOptions } from "./cluster-handle";
import { clustersOnClient, drawingOf, isSpot } from "./cluster-view";
import { MAX_ZOOM, SPOT_ZOOM } from "./map-handle";
import { countIcon, crowdGroup, pinMarker } from "./leaflet-pins";
import { createTiledMap } from "./leaflet-tiles";

export type LeafletClusterOptions = ClusterMountOptions & { tileUrl: string; attribution: string };

const PADDING: L.PointTuple = [32, 32];

const toLatLngBounds = (b: ClusterBounds) => L.latLngBounds([b.south, b.west], [b.north, b.east]);

export function mountLeafletClusterMap(container: HTMLElement, options: LeafletClusterOptions): ClusterMapHandle {
  const { onNavigate, onViewChange, hrefOf } = options;
  const map = createTiledMap(container, options);
  const bubbles = L.layerGroup().addTo(map);
  // The server's single listings: plain pins, grouped by the client library only at the deepest
  // zooms (clustersOnClient). A zoom across that line moves them from one layer to the other.
  const pins = L.layerGroup().addTo(map);
  const crowded = crowdGroup(map);
  map.addLayer(crowded);
  let markers: L.Marker[] = [];
  let isClustered = false;
  const place = () => {
    pins.clearLayers();
    crowded.clearLayers();
    isClustered = clustersOnClient(map.getZoom());
    if (isClustered) crowded.addLayers(markers);
    else for (const marker of markers) pins.addLayer(marker);
  };
  map.on("zoomend", () => {
    if (clustersOnClient(map.getZoom()) !== isClustered) place();
  });

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
          icon: countIcon(bubble.count),
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
      markers = drawing.pins.map((point) => pinMarker(point, onNavigate));
      place();
    },
    fitTo(bounds: ClusterBounds) {
      if (isSpot(bounds)) map.setView([bounds.south, bounds.west], SPOT_ZOOM);
      else map.fitBounds(toLatLngBounds(bounds), { padding: [48, 48], maxZoom: SPOT_ZOOM });
    },
    destroy: () => map.remove(),
  };
}
