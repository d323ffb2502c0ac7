import { vendorListingMessages } from "@mp/contracts/vendor-listing";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { failure, ok } from "@mp/ui/test/msw.ts";
import { descriptionOf, dialogNamed, expectModal } from "../../../test/dom";
import { renderApp } from "../../../test/render";
import { makeUser, sessionBody, signIn } from "../../../test/session";
import { makePreview, makeVendorListing, rosiesBakery } from "../testing/fixtures";
import { api, category, fillRequired, saved, subcategory } from "../testing/listing-form-setup";

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
      ...rosiesBakery,
      priceCents: 1250,
      currency: "USD",
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
