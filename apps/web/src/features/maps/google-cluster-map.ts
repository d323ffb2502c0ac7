// Loaded on demand by ClusterMap when the server has a Google Maps key.
import { GridAlgorithm, MarkerClusterer, noop, type Algorithm } from "@googlemaps/markerclusterer";
import type { ClusterBounds, ListingClusters } from "@mp/contracts/listing-clusters";
import type { ClusterMapHandle, ClusterMountOptions } from "./cluster-handle";
import { clustersOnClient, drawingOf, isSpot } from "./cluster-view";
import { startGoogleMap, type MapsMap, type MapsMarker } from "./google-api";
import { boundsAround, bubbleOptions, clusterRenderer, fitAround, pinOf } from "./google-map";
import { CLUSTER_GRID_PX, MAX_ZOOM, SPOT_ZOOM } from "./map-handle";

/**
 * How the client library groups the server's single listings: by its grid only at the deepest
 * zooms (clustersOnClient), every pin alone below them and at MAX_ZOOM (a cluster there could not
 * be zoomed into). The grid's own maxZoom (16 by default) would do the opposite, and past it the
 * grid says "unchanged" while the zoom stays, so the library would not draw a new answer's pins:
 * every calculation here is a change.
 */
export function pinClustering(): Algorithm {
  const grid = new GridAlgorithm({ gridSize: CLUSTER_GRID_PX, maxZoom: MAX_ZOOM + 1 });
  return {
    calculate(input) {
      const zoom = input.map.getZoom() ?? 0;
      const clusters = clustersOnClient(zoom) && zoom < MAX_ZOOM ? grid.calculate(input).clusters : noop(input.markers);
      return { clusters, changed: true };
    },
  };
}

type Box = { getNorthEast(): { lat(): number; lng(): number }; getSouthWest(): { lat(): number; lng(): number } };
type ViewMap = MapsMap & { getBounds(): Box | undefined; setCenter(at: { lat: number; lng: number }): void };

export async function mountGoogleClusterMap(
  container: HTMLElement,
  options: ClusterMountOptions & { apiKey: string },
): Promise<ClusterMapHandle> {
  const { onTileEvent, onNavigate, onViewChange, hrefOf } = options;
  const start = await startGoogleMap(container, {
    apiKey: options.apiKey,
    onTileEvent,
    center: { lat: 20, lng: 0 },
    zoom: 2,
  });
  const { maps, InfoWindow, Marker, release } = start;
  const map = start.map as ViewMap;
  const tiles = map.addListener("tilesloaded", () => onTileEvent("tileload"));
  const idle = map.addListener("idle", () => {
    const box = map.getBounds();
    if (!box) return;
    const ne = box.getNorthEast();
    const sw = box.getSouthWest();
    onViewChange({ west: sw.lng(), south: sw.lat(), east: ne.lng(), north: ne.lat() }, map.getZoom() ?? 2);
  });
  const popup = new InfoWindow();
  let bubbles: MapsMarker[] = [];
  const pins = new MarkerClusterer({ map, markers: [], algorithm: pinClustering(), renderer: clusterRenderer(maps) });
  const cornersOf = (b: ClusterBounds) => [
    { lat: b.south, lng: b.west },
    { lat: b.north, lng: b.east },
  ];
  const zoomInto = (b: ClusterBounds) => {
    if (isSpot(b)) {
      map.setCenter({ lat: b.south, lng: b.west });
      map.setZoom(Math.min(MAX_ZOOM, (map.getZoom() ?? 2) + 3));
    } else map.fitBounds(boundsAround(maps, cornersOf(b)), 32);
  };

  return {
    draw(answer: ListingClusters) {
      const drawing = drawingOf(answer, hrefOf);
      for (const bubble of bubbles) bubble.setMap(null);
      bubbles = drawing.bubbles.map((bubble) => {
        const marker = new Marker(
          bubbleOptions(maps, { lat: bubble.lat, lng: bubble.lng }, bubble.count, bubble.label),
        );
        marker.addListener("click", () => zoomInto(bubble.bounds));
        marker.setMap(map);
        return marker;
      });
      pins.clearMarkers();
      pins.addMarkers(drawing.pins.map((point) => pinOf(point, { Marker, map, popup, onNavigate })));
    },
    fitTo(b: ClusterBounds) {
      if (isSpot(b)) {
        map.setCenter({ lat: b.south, lng: b.west });
        map.setZoom(SPOT_ZOOM);
      } else fitAround(maps, map, cornersOf(b));
    },
    destroy: () => {
      tiles.remove();
      idle.remove();
      popup.close();
      pins.clearMarkers();
      for (const bubble of bubbles) bubble.setMap(null);
      release();
    },
  };
}
