import { vendorListingMessages } from "@mp/contracts/vendor-listing";
import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse, type HttpHandler } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { makeCategory, makeSubcategory } from "../../../test/categories";
import { descriptionOf, dialogNamed, expectModal } from "../../../test/dom";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";
import { makeUser, sessionBody, signIn } from "../../../test/session";
import { makeImage, makePreview, makeVendorListing } from "../testing/fixtures";
import { config } from "../../../app/config";
import { installFakePlaces } from "../../../test/fake-google-places";

const category = makeCategory("Food & Drink");
const subcategory = makeSubcategory("Bakeries");
const saved = makeVendorListing({ categoryId: category._id, subcategoryId: subcategory._id });

/** The form's endpoints, with `overrides` first; returns the request log. */
function api(...overrides: HttpHandler[]) {
  server.use(
    ...overrides,
    http.get("/api/category", () => ok([category])),
    http.get(`/api/subcategory/${category._id}`, () => ok([subcategory])),
    http.get(`/api/vendor/listings/${saved._id}`, () => ok(saved)),
    http.get(`/api/vendor/listings/${saved._id}/preview`, () => ok(makePreview(saved))),
    http.post("/api/vendor/listings", () => ok(saved, { status: 201 })),
  );
  return recordRequests(server);
}

async function fillRequired(user: ReturnType<typeof renderApp>["user"]) {
  const form = await screen.findByRole("form", { name: "Listing" });
  await user.click(within(form).getByRole("radio", { name: /Product/ }));
  await waitFor(() =>
    expect(within(form).getByRole("option", { name: "Food & Drink" }).getAttribute("value")).toBe(category._id),
  );
  await user.selectOptions(within(form).getByLabelText("Category"), category._id);
  await waitFor(() =>
    expect(within(form).getByRole("option", { name: "Bakeries" }).getAttribute("value")).toBe(subcategory._id),
  );
  await user.selectOptions(within(form).getByLabelText("Subcategory"), subcategory._id);
  await user.type(within(form).getByLabelText("Name"), "Rosie's Bakery");
  await user.type(within(form).getByLabelText("Description"), "Sourdough every morning.{Enter}Cakes to order.");
  await user.type(within(form).getByLabelText("Price"), "12.50");
  await user.type(within(form).getByLabelText("Address"), "12 Main Street");
  await user.type(within(form).getByLabelText("City"), "Springfield");
  return form;
}

beforeEach(() => sessionStorage.clear());

// Typing a whole listing takes a few seconds in happy-dom.
describe("the listing form", { timeout: 20_000 }, () => {
  it("shows the schema's messages under the fields and sends nothing", async () => {
    signIn();
    const sent = api();
    const { user } = renderApp("/addproducts");
    const form = await screen.findByRole("form", { name: "Listing" });
    await user.type(within(form).getByLabelText("Price"), "12,5");
    await user.type(within(form).getByLabelText("Latitude"), "40.7");
    await user.type(within(form).getByLabelText("Website"), "javascript:alert(1)");
    await user.type(within(form).getByLabelText("Email"), "not-an-email");
    await user.click(within(form).getByRole("checkbox", { name: "Monday" }));
    await user.clear(within(form).getByLabelText("Monday opens"));
    await user.type(within(form).getByLabelText("Monday opens"), "18:00");
    await user.clear(within(form).getByLabelText("Monday closes"));
    await user.type(within(form).getByLabelText("Monday closes"), "09:00");
    await user.click(within(form).getByRole("button", { name: "Save and preview" }));

    const expectations: [string, string][] = [
      ["Category", vendorListingMessages.categoryRequired],
      ["Subcategory", vendorListingMessages.subcategoryRequired],
      ["Name", vendorListingMessages.nameRequired],
      ["Description", vendorListingMessages.descriptionRequired],
      ["Price", vendorListingMessages.priceInvalid],
      ["Address", vendorListingMessages.addressRequired],
      ["City", vendorListingMessages.cityRequired],
      ["Latitude", vendorListingMessages.coordinatesPair],
      ["Website", vendorListingMessages.urlInvalid],
      ["Email", vendorListingMessages.emailInvalid],
      ["Monday closes", vendorListingMessages.hoursInvalid],
    ];
    for (const [label, message] of expectations) {
      await waitFor(() => expect(descriptionOf(within(form).getByLabelText(label)), label).toContain(message));
    }
    expect(within(form).getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
    expect(sent.some((r) => r.method === "POST")).toBe(false);
  });

  it("saves a draft with the typed values and opens its preview", async () => {
    signIn();
    const sent = api();
    const { user, router } = renderApp("/addproducts");
    const form = await fillRequired(user);
    await user.click(within(form).getByRole("checkbox", { name: "Tuesday" }));
    await user.click(within(form).getByRole("button", { name: "Save and preview" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/productpreview/${saved._id}`));
    const post = sent.find((r) => r.method === "POST" && r.path === "/api/vendor/listings");
    expect(post?.headers.get("Authorization")).toMatch(/^Bearer /);
    expect(post?.body).toMatchObject({
      kind: "product",
      categoryId: category._id,
      subcategoryId: subcategory._id,
      name: "Rosie's Bakery",
      description: "Sourdough every morning.\nCakes to order.",
      priceCents: 1250,
      currency: "USD",
      address: "12 Main Street",
      city: "Springfield",
      latitude: null,
      longitude: null,
      website: null,
      openingHours: { "2": [{ open: "09:00", close: "17:00" }] },
      coverImageId: null,
    });
  });

  it("shows the server's field errors under their fields", async () => {
    signIn();
    api(
      http.post("/api/vendor/listings", () =>
        failure(400, "Check the form.", {
          errors: { subcategoryId: [vendorListingMessages.subcategoryMismatch], priceCents: ["Too expensive."] },
        }),
      ),
    );
    const { user } = renderApp("/addproducts");
    const form = await fillRequired(user);
    await user.click(within(form).getByRole("button", { name: "Save and preview" }));
    await waitFor(() =>
      expect(descriptionOf(within(form).getByLabelText("Subcategory"))).toContain(
        vendorListingMessages.subcategoryMismatch,
      ),
    );
    expect(descriptionOf(within(form).getByLabelText("Price"))).toContain("Too expensive.");
  });

  it("asks a signed-out visitor to sign in on save, keeps what was typed, then saves it", async () => {
    const account = makeUser();
    const sent = api(http.post("/api/auth/login", () => HttpResponse.json(sessionBody(account))));
    const { user, router } = renderApp("/userproducts");
    await screen.findByRole("heading", { level: 1, name: "List your business free" });
    const form = await fillRequired(user);
    await user.click(within(form).getByRole("button", { name: "Save and preview" }));

    const login = await expectModal("Sign in");
    expect(sent.some((r) => r.path === "/api/vendor/listings")).toBe(false);
    // Switching to sign-up and back keeps the form as it was.
    await user.click(within(login).getByRole("button", { name: "Create an account" }));
    await user.click(within(await dialogNamed("Create your account")).getByRole("button", { name: "Sign in" }));
    expect((within(form).getByLabelText("Name") as HTMLInputElement).value).toBe("Rosie's Bakery");
    expect(JSON.parse(sessionStorage.getItem("mp:listing-draft") ?? "{}")).toMatchObject({ name: "Rosie's Bakery" });

    const again = await dialogNamed("Sign in");
    await user.type(within(again).getByLabelText("Email"), account.email);
    await user.type(within(again).getByLabelText("Password"), "a-good-password");
    await user.click(within(again).getByRole("button", { name: "Sign in" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/productpreview/${saved._id}`));
    const post = sent.find((r) => r.path === "/api/vendor/listings");
    expect(post?.body).toMatchObject({ name: "Rosie's Bakery", priceCents: 1250, city: "Springfield" });
    expect(sessionStorage.getItem("mp:listing-draft")).toBeNull();
  });

  it("brings back a draft kept in the tab after a reload", async () => {
    api();
    const first = renderApp("/userproducts");
    const form = await screen.findByRole("form", { name: "Listing" });
    await first.user.type(within(form).getByLabelText("Name"), "Half-typed");
    first.unmount();

    renderApp("/userproducts");
    const again = await screen.findByRole("form", { name: "Listing" });
    expect((within(again).getByLabelText("Name") as HTMLInputElement).value).toBe("Half-typed");
    expect(
      within(again)
        .getByText(/We kept the listing you started/)
        .closest("[role=status]"),
    ).not.toBeNull();
  });

  it("loads a listing into the form and saves it with PUT", async () => {
    signIn();
    const listing = makeVendorListing({
      categoryId: category._id,
      subcategoryId: subcategory._id,
      priceCents: 999,
      currency: "EUR",
      latitude: 40.7128,
      longitude: -74.006,
    });
    const sent = api(
      http.get(`/api/vendor/listings/${listing._id}/preview`, () => ok(makePreview(listing))),
      http.get(`/api/vendor/listings/${listing._id}`, () => ok(listing)),
      http.put(`/api/vendor/listings/${listing._id}`, () => ok({ ...listing, name: "Rosie's" })),
    );
    const { user, router } = renderApp(`/editproductvendor/${listing._id}`);
    const form = await screen.findByRole("form", { name: "Listing" });
    await waitFor(() =>
      expect((within(form).getByLabelText("Subcategory") as HTMLSelectElement).value).toBe(subcategory._id),
    );
    expect((within(form).getByLabelText("Price") as HTMLInputElement).value).toBe("9.99");
    expect((within(form).getByLabelText("Currency") as HTMLSelectElement).value).toBe("EUR");
    expect((within(form).getByLabelText("Monday opens") as HTMLInputElement).value).toBe("08:00");
    await user.clear(within(form).getByLabelText("Name"));
    await user.type(within(form).getByLabelText("Name"), "Rosie's");
    await user.click(within(form).getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/productpreview/${listing._id}`));
    const put = sent.find((r) => r.method === "PUT");
    expect(put?.path).toBe(`/api/vendor/listings/${listing._id}`);
    expect(put?.body).toMatchObject({
      name: "Rosie's",
      priceCents: 999,
      currency: "EUR",
      latitude: 40.7128,
      longitude: -74.006,
    });
  });
});

describe("the cover image", () => {
  it("shows the upload's progress, then the preview; a refusal shows the server's message", async () => {
    const { token } = signIn();
    // The real XMLHttpRequest, through MSW: each upload waits for the test's answer.
    const replies = [deferred<Response>(), deferred<Response>()];
    const uploads: { fileName: string; authorization: string | null }[] = [];
    api(
      http.post("/api/vendor/images", async ({ request }) => {
        const file = (await request.formData()).get("file") as File;
        uploads.push({ fileName: file.name, authorization: request.headers.get("Authorization") });
        return replies[uploads.length - 1]!.promise;
      }),
    );
    const { user } = renderApp("/addproducts");
    const form = await screen.findByRole("form", { name: "Listing" });
    const input = within(form).getByLabelText("Cover image");

    await user.upload(input, new File(["not an image"], "notes.png", { type: "image/png" }));
    await waitFor(() => expect(uploads).toEqual([{ fileName: "notes.png", authorization: `Bearer ${token}` }]));
    const progress = (await within(form).findByLabelText("Uploading the cover… 0%")) as HTMLProgressElement;
    expect(progress.value).toBe(0);
    expect((within(form).getByLabelText("Cover image") as HTMLInputElement).disabled).toBe(true);
    replies[0]!.resolve(failure(400, "Only JPEG, PNG and WebP images are accepted."));
    await waitFor(() =>
      expect(descriptionOf(within(form).getByLabelText("Cover image"))).toContain(
        "Only JPEG, PNG and WebP images are accepted.",
      ),
    );

    await user.upload(
      within(form).getByLabelText("Cover image"),
      new File(["jpeg"], "shop.jpg", { type: "image/jpeg" }),
    );
    const { caption: _caption, ...image } = makeImage();
    replies[1]!.resolve(ok(image, { status: 201 }));
    const preview = await within(form).findByRole("img", { name: "Cover preview" });
    expect(preview.getAttribute("srcset")).toBe(image.srcset);
    expect(uploads.map((upload) => upload.fileName)).toEqual(["notes.png", "shop.jpg"]);
    expect((within(form).getByLabelText("Replace the cover image") as HTMLInputElement).disabled).toBe(false);
  });

  it("asks a signed-out visitor to sign in before uploading", async () => {
    api();
    const { user } = renderApp("/userproducts");
    const form = await screen.findByRole("form", { name: "Listing" });
    expect((within(form).getByLabelText("Cover image") as HTMLInputElement).disabled).toBe(true);
    await user.click(within(form).getByRole("button", { name: "Sign in to add a cover" }));
    await expectModal("Sign in");
  });
});

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

/** happy-dom's IntersectionObserver never reports: this one says at once that the map is in view. */
class InViewObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe() {
    queueMicrotask(() =>
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
  disconnect() {}
}

// Fills a whole listing too: as slow as the form's own tests.
describe("the listing's location", { timeout: 40_000 }, () => {
  beforeEach(() => {
    picker.mounts.length = 0;
    vi.stubGlobal("IntersectionObserver", InViewObserver);
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
