import type { TileEvent } from "./tile-status";

export type LatLng = { latitude: number; longitude: number };

/** What a provider module needs to draw the location picker (both providers take the same). */
export type PickerOptions = {
  /** The pin to show first; null shows the whole world, without a pin. */
  position: LatLng | null;
  /** A click on the map or the end of a drag: the pin's new place. */
  onPick: (position: LatLng) => void;
  onTileEvent: (event: TileEvent) => void;
};

export type PickerHandle = {
  /**
   * Moves the pin, or takes it away. A pin placed on the map leaves the view as it is; one that
   * came from elsewhere (typed, a picked address) brings the view to it, zoomed in to streets.
   */
  setPosition: (position: LatLng | null, isFromMap?: boolean) => void;
  destroy: () => void;
};

/** The zoom at which a pin is placed: streets and house blocks. */
export const PICKER_ZOOM = 16;
/** Coordinates as the form keeps them: 6 decimals, about 10 cm. */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;
