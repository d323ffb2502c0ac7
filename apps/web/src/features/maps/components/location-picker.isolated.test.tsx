import { act, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../../test/render";
import type { MapSettings } from "../map-provider";
import type { LatLng, PickerOptions } from "../picker-handle";
import { LocationPicker } from "./location-picker";

// Real Leaflet needs a laid-out page: the provider modules are stood in for, and the tests drive
// what they report (a click, a drag, tiles failing) through the options the picker gives them.
const pickers = vi.hoisted(() => ({
  leaflet: [] as { options: PickerOptions & { tileUrl: string }; positions: (LatLng | null)[]; fromMap: boolean[] }[],
  google: [] as { options: PickerOptions & { apiKey: string } }[],
  googleFails: false,
}));
vi.mock("../leaflet-picker", () => ({
  mountLeafletPicker: (_container: HTMLElement, options: PickerOptions & { tileUrl: string }) => {
    const positions: (LatLng | null)[] = [];
    const fromMap: boolean[] = [];
    pickers.leaflet.push({ options, positions, fromMap });
    const setPosition = (position: LatLng | null, isFromMap = false) => {
      positions.push(position);
      fromMap.push(isFromMap);
    };
    return { setPosition, destroy: () => {} };
  },
}));
vi.mock("../google-picker", () => ({
  mountGooglePicker: async (_container: HTMLElement, options: PickerOptions & { apiKey: string }) => {
    pickers.google.push({ options });
    if (pickers.googleFails) throw new Error("Google Maps could not be loaded.");
    return { setPosition: () => {}, destroy: () => {} };
  },
}));

/** happy-dom's IntersectionObserver never reports: this one says "in view" when told to. */
const observed = vi.hoisted(() => ({ callbacks: [] as (() => void)[] }));
class FakeIntersectionObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe() {
    observed.callbacks.push(() =>
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
  disconnect() {}
}
const scrollIntoView = () => act(() => observed.callbacks.forEach((callback) => callback()));

beforeEach(() => {
  pickers.leaflet.length = 0;
  pickers.google.length = 0;
  pickers.googleFails = false;
  observed.callbacks.length = 0;
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

const osm: NonNullable<MapSettings> = {
  googleMapsKey: null,
  tileUrl: "https://tiles.example.org/{z}/{x}/{y}.png",
  tileAttribution: "© OSM",
};

function Harness({ settings = osm, start = null }: { settings?: typeof osm; start?: LatLng | null }) {
  const [value, setValue] = useState<LatLng | null>(start);
  return (
    <>
      <LocationPicker settings={settings} value={value} onChange={setValue} label="Pick the place" />
      <output aria-label="Chosen">{value ? `${value.latitude},${value.longitude}` : "none"}</output>
      <button type="button" onClick={() => setValue({ latitude: 51.5, longitude: -0.12 })}>
        Type London
      </button>
    </>
  );
}

const chosen = () => screen.getByRole("status", { name: "Chosen" }).textContent;
const hint = () => document.querySelector(".location-picker__hint")?.textContent;

describe("LocationPicker", () => {
  it("loads the map only once it comes near the screen, with the form's pin", async () => {
    renderWithRouter(<Harness start={{ latitude: 40.7, longitude: -74 }} />);
    // Nothing drawn yet into the map's region, and the wait announced.
    expect(screen.getByRole("region", { name: "Pick the place" }).childElementCount).toBe(0);
    expect(screen.getByText("Loading the map…").getAttribute("role")).toBe("status");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pickers.leaflet).toHaveLength(0);

    scrollIntoView();
    await waitFor(() => expect(pickers.leaflet).toHaveLength(1));
    expect(pickers.leaflet[0]!.options.tileUrl).toBe(osm.tileUrl);
    expect(pickers.leaflet[0]!.options.position).toEqual({ latitude: 40.7, longitude: -74 });
    await waitFor(() => expect(screen.queryByText("Loading the map…")).toBeNull());
  });

  it("sets the value from a click or a drag (rounded), moves the pin when the value changes, and clears", async () => {
    const { user } = renderWithRouter(<Harness />);
    expect(hint()).toBe("Click the map where your listing is, or type the coordinates.");
    const clear = screen.getByRole("button", { name: "Clear location" });
    expect(clear.hasAttribute("disabled")).toBe(true);
    scrollIntoView();
    await waitFor(() => expect(pickers.leaflet).toHaveLength(1));
    const { options, positions, fromMap } = pickers.leaflet[0]!;

    act(() => options.onPick({ latitude: 30.123456789, longitude: -97.987654321 }));
    expect(chosen()).toBe("30.123457,-97.987654");
    expect(positions.at(-1)).toEqual({ latitude: 30.123457, longitude: -97.987654 });
    // Placed on the map: the view stays where the vendor put it.
    expect(fromMap.at(-1)).toBe(true);
    expect(hint()).toBe("Drag the pin, or click elsewhere on the map, to move it.");

    await user.click(screen.getByRole("button", { name: "Type London" }));
    expect(positions.at(-1)).toEqual({ latitude: 51.5, longitude: -0.12 });
    // From elsewhere: the view goes to the pin.
    expect(fromMap.at(-1)).toBe(false);

    await user.click(clear);
    expect(chosen()).toBe("none");
    expect(positions.at(-1)).toBeNull();
    expect(pickers.leaflet).toHaveLength(1);
  });

  it("says the tiles are offline and still places the pin on a click", async () => {
    renderWithRouter(<Harness />);
    scrollIntoView();
    await waitFor(() => expect(pickers.leaflet).toHaveLength(1));
    const { options } = pickers.leaflet[0]!;
    act(() => options.onTileEvent("tileerror"));
    const notice = await screen.findByText("Map tiles could not be loaded. A click still places the pin.");
    expect(notice.closest("[role=status]")).not.toBeNull();
    act(() => options.onPick({ latitude: 1.5, longitude: 2.5 }));
    expect(chosen()).toBe("1.5,2.5");
  });

  it("uses Google Maps with a key, and Leaflet when Google cannot load", async () => {
    const { unmount } = renderWithRouter(<Harness settings={{ ...osm, googleMapsKey: "key-1" }} />);
    scrollIntoView();
    await waitFor(() => expect(pickers.google).toHaveLength(1));
    expect(pickers.google[0]!.options.apiKey).toBe("key-1");
    expect(pickers.leaflet).toHaveLength(0);
    act(() => pickers.google[0]!.options.onPick({ latitude: -33.8688, longitude: 151.2093 }));
    expect(chosen()).toBe("-33.8688,151.2093");
    unmount();

    pickers.googleFails = true;
    renderWithRouter(<Harness settings={{ ...osm, googleMapsKey: "key-1" }} />);
    scrollIntoView();
    await waitFor(() => expect(pickers.leaflet).toHaveLength(1));
  });
});
