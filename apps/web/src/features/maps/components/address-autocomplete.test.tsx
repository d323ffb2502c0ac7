import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../../test/render";
import type { PickedPlace } from "../google-places";
import { installFakePlaces } from "../../../test/fake-google-places";
import { AddressAutocomplete } from "./address-autocomplete";

const places = [
  {
    text: "12 Main Street, Springfield, IL, USA",
    formattedAddress: "12 Main Street, Springfield, IL 62701, USA",
    city: "Springfield",
    latitude: 39.7817,
    longitude: -89.6501,
  },
  {
    text: "12 Main Road, Shelbyville, USA",
    formattedAddress: "12 Main Road, Shelbyville, IN 46176, USA",
    city: "Shelbyville",
    latitude: 39.5214,
    longitude: -85.7769,
  },
];

let fake: ReturnType<typeof installFakePlaces>;
beforeEach(() => {
  fake = installFakePlaces(places);
});
afterEach(() => fake.restore());

function setup() {
  const onPlace = vi.fn<(place: PickedPlace) => void>();
  const onChange = vi.fn();
  const view = renderWithRouter(
    <>
      <label htmlFor="address">Address</label>
      <AddressAutocomplete apiKey="key-1" inputProps={{ id: "address", name: "address", onChange }} onPlace={onPlace} />
    </>,
  );
  return { ...view, onPlace, onChange, input: screen.getByRole("combobox", { name: "Address" }) };
}

describe("AddressAutocomplete", () => {
  it("suggests Google places for what is typed and fills in the one clicked", async () => {
    const { user, input, onPlace, onChange } = setup();
    await user.type(input, "12 Main");
    expect(onChange).toHaveBeenCalled();
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(places.map((place) => place.text));
    expect(input.getAttribute("aria-expanded")).toBe("true");
    // One session for the typing; debounced, so not one call per key.
    expect(new Set(fake.requests.map((request) => request.sessionToken)).size).toBe(1);
    expect(fake.requests.length).toBeLessThan(3);

    await user.click(options[0]!);
    await waitFor(() =>
      expect(onPlace).toHaveBeenCalledWith({
        address: "12 Main Street",
        city: "Springfield",
        latitude: 39.7817,
        longitude: -89.6501,
      }),
    );
    expect(fake.fetched[0]).toEqual(expect.arrayContaining(["formattedAddress", "location", "addressComponents"]));
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("is used with the keyboard: arrows move, Enter picks, Escape closes", async () => {
    const { user, input, onPlace } = setup();
    await user.type(input, "12 Main");
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const second = screen.getByRole("option", { name: places[1]!.text });
    expect(second.getAttribute("aria-selected")).toBe("true");
    expect(input.getAttribute("aria-activedescendant")).toBe(second.id);
    await user.keyboard("{Enter}");
    await waitFor(() => expect(onPlace).toHaveBeenCalledWith(expect.objectContaining({ city: "Shelbyville" })));

    await user.type(input, " Road");
    await screen.findAllByRole("option");
    await user.keyboard("{Escape}");
    expect(input.getAttribute("aria-expanded")).toBe("false");
  });

  it("says so when Google cannot answer, and the field still takes typing", async () => {
    fake.restore();
    (window as unknown as { google?: unknown }).google = {
      maps: { importLibrary: () => Promise.reject(new Error("offline")) },
    };
    const { user, input } = setup();
    await user.type(input, "12 Main");
    const notice = await screen.findByText("Address suggestions are unavailable; type the address and place the pin.");
    // Under the field, which stays usable.
    expect(input.compareDocumentPosition(notice)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect((input as HTMLInputElement).disabled).toBe(false);
    expect((input as HTMLInputElement).value).toBe("12 Main");
  });
});
