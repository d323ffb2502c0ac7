import type { ClusterBounds, ListingClusters } from "@mp/contracts/listing-clusters";
import type { LatLngBox } from "./cluster-view";
import type { TileEvent } from "./tile-status";

/** What a provider module needs to draw the server's clusters (both providers take the same). */
export type ClusterMountOptions = {
  onTileEvent: (event: TileEvent) => void;
  onNavigate: (href: string) => void;
  /** The map moved or zoomed (and at the start): its box and zoom. */
  onViewChange: (box: LatLngBox, zoom: number) => void;
  hrefOf: (id: string) => string;
};

export type ClusterMapHandle = {
  /** Replaces what the map shows with the server's answer. */
  draw: (answer: ListingClusters) => void;
  /** Moves the map to show the box (the listings' extent, at first). */
  fitTo: (bounds: ClusterBounds) => void;
  destroy: () => void;
};
