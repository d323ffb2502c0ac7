// Loaded on demand by AddressAutocomplete when the server has a Google Maps key. Uses the Places
// API (New) data classes: the legacy `places.Autocomplete` widget is closed to new Google projects,
// and the new `PlaceAutocompleteElement` brings its own input, which our labelled field would lose.
import { loadGoogleMaps, mapsApi } from "./google-api";

/** A place picked from the suggestions: what the listing form fills in. */
export type PickedPlace = { address: string; city: string; latitude: number; longitude: number };

export type Suggestion = { id: string; text: string; pick: () => Promise<PickedPlace | null> };

type AddressComponent = { longText?: string | null; types: string[] };
type Place = {
  fetchFields(request: { fields: string[] }): Promise<unknown>;
  formattedAddress?: string | null;
  displayName?: string | null;
  location?: { lat(): number; lng(): number } | null;
  addressComponents?: AddressComponent[] | null;
};
type PlacePrediction = { placeId: string; text: { toString(): string }; toPlace(): Place };
type PlacesLibrary = {
  AutocompleteSessionToken: new () => object;
  AutocompleteSuggestion: {
    fetchAutocompleteSuggestions(request: {
      input: string;
      sessionToken: object;
    }): Promise<{ suggestions: { placePrediction: PlacePrediction | null }[] }>;
  };
};

async function placesLibrary(apiKey: string): Promise<PlacesLibrary> {
  await loadGoogleMaps(apiKey);
  const maps = mapsApi();
  if (!maps) throw new Error("Google Maps did not start.");
  return (await maps.importLibrary("places")) as PlacesLibrary;
}

/**
 * Place suggestions for what was typed. Calls of one address share a session token (Google bills
 * the typing and the pick as one session); `newSession` starts the next one after a pick.
 */
export function createPlaceSearch(apiKey: string) {
  let session: object | null = null;
  return {
    async suggest(input: string): Promise<Suggestion[]> {
      const places = await placesLibrary(apiKey);
      session ??= new places.AutocompleteSessionToken();
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        sessionToken: session,
      });
      return suggestions.flatMap(({ placePrediction: prediction }) =>
        prediction
          ? [
              {
                id: prediction.placeId,
                text: prediction.text.toString(),
                pick: async () => {
                  session = null;
                  return pickedPlace(prediction.toPlace());
                },
              },
            ]
          : [],
      );
    },
  };
}

async function pickedPlace(place: Place): Promise<PickedPlace | null> {
  await place.fetchFields({ fields: ["formattedAddress", "displayName", "location", "addressComponents"] });
  if (!place.location) return null;
  const component = (type: string) => place.addressComponents?.find((c) => c.types.includes(type))?.longText ?? "";
  // The street part of the address: the city has its own field.
  const street = place.formattedAddress?.split(",")[0]?.trim() || place.displayName || "";
  return {
    address: street,
    city: component("locality") || component("postal_town") || component("administrative_area_level_2"),
    latitude: place.location.lat(),
    longitude: place.location.lng(),
  };
}
