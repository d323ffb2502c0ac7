import { AddressAutocomplete } from "../../../features/maps/components/address-autocomplete";
import { LocationPicker } from "../../../features/maps/components/location-picker";
import type { LocationAddons } from "../../../features/listing-editor/components/listing-location";
import { config } from "../../config";

/** The listing form's map pin, and Google's address suggestions when the server has a maps key. */
export function listingLocationAddons(): LocationAddons {
  const apiKey = config.maps?.googleMapsKey?.trim();
  return {
    renderPicker: (props) => (
      <LocationPicker {...props} settings={config.maps} label="Map: click to place your listing" />
    ),
    renderAddressInput: apiKey
      ? ({ inputProps, onPlace }) => <AddressAutocomplete apiKey={apiKey} inputProps={inputProps} onPlace={onPlace} />
      : undefined,
  };
}
