import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { everythingInView } from "../../../test/dom";
import { renderApp } from "../../../test/render";
import { signIn } from "../../../test/session";
import { config } from "../../../app/config";
import { installFakePlaces } from "../../../test/fake-google-places";
import { api, fillRequired, saved } from "../testing/listing-form-setup";

beforeEach(() => sessionStorage.clear());

// The map's provider module is stood in for (real Leaflet needs a laid-out page): the tests place
// the pin through what the picker gave it, and read where the form moved it.
type Point = { latitude: number; longitude: number };
const picker = vi.hoisted(() => ({
  mounts: [] as { container: HTMLElement; onPick: (point: Point) => void; positions: (Point | null)[] }[],
}));
vi.mock("../../maps/leaflet-picker", () => ({
  mountLeafletPicker: (container: HTMLElement, options: { position: Point | null; onPick: (point: Point) => void }) => {
    const positions: (Point | null)[] = [options.position];
    picker.mounts.push({ container, onPick: options.onPick, positions });
    return { setPosition: (position: Point | null) => positions.push(position), destroy: () => {} };
  },
}));

// Fills a whole listing too: as slow as the form's own tests.
describe("the listing's location", { timeout: 40_000 }, () => {
  beforeEach(() => {
    picker.mounts.length = 0;
    everythingInView();
  });
  afterEach(() => vi.unstubAllGlobals());

  const valueOf = (form: HTMLElement, label: string) => (within(form).getByLabelText(label) as HTMLInputElement).value;

  it("fills the coordinates from the pin, moves the pin with typed ones, clears, and saves them", async () => {
    signIn();
    const sent = api();
    const { user, router } = renderApp("/addproducts");
    const form = await fillRequired(user);
    const region = within(form).getByRole("region", { name: "Map: click to place your listing" });
    await waitFor(() => expect(picker.mounts).toHaveLength(1));
    const map = picker.mounts[0]!;
    // The map is drawn into the labelled region.
    expect(map.container).toBe(region);
    expect(map.positions.at(-1)).toBeNull();

    act(() => map.onPick({ latitude: 39.78172345678, longitude: -89.650148 }));
    expect(valueOf(form, "Latitude")).toBe("39.781723");
    expect(valueOf(form, "Longitude")).toBe("-89.650148");

    await user.clear(within(form).getByLabelText("Latitude"));
    await user.type(within(form).getByLabelText("Latitude"), "40.5");
    expect(map.positions.at(-1)).toEqual({ latitude: 40.5, longitude: -89.650148 });
    // Not a place yet: the pin goes away rather than jump.
    await user.type(within(form).getByLabelText("Longitude"), "x");
    expect(map.positions.at(-1)).toBeNull();

    await user.click(within(form).getByRole("button", { name: "Clear location" }));
    expect(valueOf(form, "Latitude")).toBe("");
    expect(valueOf(form, "Longitude")).toBe("");
    expect(map.positions.at(-1)).toBeNull();

    act(() => map.onPick({ latitude: 39.7817, longitude: -89.6501 }));
    await user.click(within(form).getByRole("button", { name: "Save and preview" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/productpreview/${saved._id}`));
    const post = sent.find((r) => r.method === "POST" && r.path === "/api/vendor/listings");
    expect(post?.body).toMatchObject({ latitude: 39.7817, longitude: -89.6501 });
  });

  it("shows a saved listing's pin where its coordinates are", async () => {
    signIn();
    api();
    renderApp(`/editproductvendor/${saved._id}`);
    const form = await screen.findByRole("form", { name: "Listing" });
    await waitFor(() => expect(valueOf(form, "Name")).toBe(saved.name));
    await waitFor(() => expect(picker.mounts.length).toBeGreaterThan(0));
    const expected = saved.latitude === null ? null : { latitude: saved.latitude, longitude: saved.longitude };
    await waitFor(() => expect(picker.mounts.at(-1)!.positions.at(-1)).toEqual(expected));
  });

  it("with a Google Maps key, a suggested place fills the address, city and coordinates and moves the pin", async () => {
    const fake = installFakePlaces([
      {
        text: "742 Evergreen Terrace, Springfield, USA",
        formattedAddress: "742 Evergreen Terrace, Springfield, OR 97477, USA",
        city: "Springfield",
        latitude: 44.0462,
        longitude: -123.022,
      },
    ]);
    const maps = config.maps;
    config.maps = {
      googleMapsKey: "test-key",
      tileUrl: "https://tiles.example.org/{z}/{x}/{y}.png",
      tileAttribution: "",
    };
    // The Google map itself is not drawn here: it falls back to the (stood-in) Leaflet picker.
    try {
      signIn();
      api();
      const { user } = renderApp("/addproducts");
      const form = await screen.findByRole("form", { name: "Listing" });
      const address = within(form).getByRole("combobox", { name: "Address" });
      await user.type(address, "742 Ever");
      await user.click(await screen.findByRole("option", { name: "742 Evergreen Terrace, Springfield, USA" }));

      await waitFor(() => expect(valueOf(form, "Latitude")).toBe("44.0462"));
      expect(valueOf(form, "Longitude")).toBe("-123.022");
      expect(valueOf(form, "Address")).toBe("742 Evergreen Terrace");
      expect(valueOf(form, "City")).toBe("Springfield");
      await waitFor(() => expect(picker.mounts.length).toBeGreaterThan(0));
      await waitFor(() =>
        expect(picker.mounts.at(-1)!.positions.at(-1)).toEqual({ latitude: 44.0462, longitude: -123.022 }),
      );
    } finally {
      config.maps = maps;
      fake.restore();
    }
  });
});
