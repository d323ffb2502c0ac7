/**
 * A stand-in for `window.google.maps` with the Places API (New) classes the address suggestions
 * use: the tests run without Google (and without a network).
 */
export type FakePlace = {
  text: string;
  formattedAddress: string;
  city: string;
  latitude: number;
  longitude: number;
};

export function installFakePlaces(places: FakePlace[]) {
  const requests: { input: string; sessionToken: object }[] = [];
  const fetched: string[][] = [];
  class AutocompleteSessionToken {}
  const library = {
    AutocompleteSessionToken,
    AutocompleteSuggestion: {
      fetchAutocompleteSuggestions: async (request: { input: string; sessionToken: object }) => {
        requests.push(request);
        const query = request.input.toLowerCase();
        return {
          suggestions: places
            .filter((place) => place.text.toLowerCase().includes(query))
            .map((place, index) => ({
              placePrediction: {
                placeId: `place-${index}`,
                text: { toString: () => place.text },
                toPlace: () => {
                  const result = {
                    formattedAddress: null as string | null,
                    displayName: null as string | null,
                    location: null as { lat(): number; lng(): number } | null,
                    addressComponents: null as { longText: string; types: string[] }[] | null,
                    fetchFields: async ({ fields }: { fields: string[] }) => {
                      fetched.push(fields);
                      result.formattedAddress = place.formattedAddress;
                      result.location = { lat: () => place.latitude, lng: () => place.longitude };
                      result.addressComponents = [{ longText: place.city, types: ["locality", "political"] }];
                    },
                  };
                  return result;
                },
              },
            })),
        };
      },
    },
  };
  const maps = {
    importLibrary: async (name: string) => {
      if (name !== "places") throw new Error(`unexpected library ${name}`);
      return library;
    },
  };
  const win = window as unknown as { google?: unknown };
  const previous = win.google;
  win.google = { maps };
  return {
    requests,
    fetched,
    restore: () => {
      win.google = previous;
    },
  };
}
