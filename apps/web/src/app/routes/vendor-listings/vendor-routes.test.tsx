import type { VendorListing } from "@mp/contracts/vendor-listing";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failure, mockApi, ok, sentRequests } from "@mp/ui/test/api-mock.ts";
import { makeImage, makePreview, makeVendorListing } from "../../../features/listing-editor/testing/fixtures";
import { dialogNamed } from "../../../test/dom";
import { renderApp } from "../../../test/render";
import { signIn } from "../../../test/session";

function previewApi(start: VendorListing, extra: object = {}) {
  let listing = start;
  const base = `/api/vendor/listings/${listing._id}`;
  return mockApi((url, request) => {
    if (url.pathname === `${base}/publish`) {
      listing = { ...listing, status: "published", publishedAt: "2026-11-02T09:00:00.000Z" };
      return ok(listing);
    }
    if (url.pathname === `${base}/unpublish`) {
      listing = { ...listing, status: "draft" };
      return ok(listing);
    }
    if (url.pathname === `${base}/preview`) return ok(makePreview(listing, extra));
    if (url.pathname === base && request.method === "DELETE") return ok({ _id: listing._id });
    if (url.pathname === base) return ok(listing);
    if (url.pathname === "/api/vendor/listings") {
      return { body: { result: 1, result_value: [], meta: { hasMore: false, currentPage: 1 } } };
    }
    return failure(404, "Not found.");
  });
}

describe("/productpreview/{id}", () => {
  it("shows a draft as its page will look, with its status and actions", async () => {
    signIn();
    const listing = makeVendorListing();
    previewApi(listing, {
      customFields: [
        { label: "Parking", type: "boolean", value: "true" },
        { label: "Menu", type: "link", value: "javascript:alert(1)" },
      ],
      gallery: [makeImage("Our counter")],
    });
    renderApp(`/productpreview/${listing._id}`);
    expect(await screen.findByText("Draft — only you can see this")).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 2, name: listing.name })).toBeTruthy();
    // One page title: the listing's name sits under it.
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Preview"]);
    // Plain text with its line break, never HTML.
    expect(screen.getByText(/Sourdough every morning\.\s+Cakes to order\./)).toBeTruthy();
    // The detail shows the custom fields; a link field is a link only for http(s).
    expect(screen.getByText("Parking").nextElementSibling?.textContent).toBe("Yes");
    expect(screen.getByText("javascript:alert(1)").closest("a")).toBeNull();
    expect(screen.getByRole("img", { name: "Our counter" }).getAttribute("srcset")).toContain("320w");

    const actions = screen.getByRole("group", { name: `Actions for ${listing.name}` });
    expect(within(actions).getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(
      `/editproductvendor/${listing._id}`,
    );
    expect(within(actions).getByRole("link", { name: "Gallery" }).getAttribute("href")).toBe(
      `/addgalleryimg/${listing._id}`,
    );
    expect(within(actions).getByRole("link", { name: "Custom fields" }).getAttribute("href")).toBe(
      `/addfields/${listing._id}`,
    );
    expect(within(actions).queryByRole("link", { name: "View public page" })).toBeNull();
  });

  it("publishes, then unpublishes, and links the public page while published", async () => {
    signIn();
    const listing = makeVendorListing();
    const fetchMock = previewApi(listing);
    const { user } = renderApp(`/productpreview/${listing._id}`);
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Published")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View public page" }).getAttribute("href")).toBe(
      `/productdetail/${listing._id}`,
    );

    await user.click(screen.getByRole("button", { name: "Unpublish" }));
    expect(await screen.findByText("Draft — only you can see this")).toBeTruthy();
    expect(
      sentRequests(fetchMock)
        .filter((r) => r.method === "POST")
        .map((r) => r.path),
    ).toEqual([`/api/vendor/listings/${listing._id}/publish`, `/api/vendor/listings/${listing._id}/unpublish`]);
  });

  it("deletes after the confirmation and goes to View Business", async () => {
    signIn();
    const listing = makeVendorListing();
    const fetchMock = previewApi(listing);
    const { user, router } = renderApp(`/productpreview/${listing._id}`);
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await user.click(within(await dialogNamed("Delete this listing?")).getByRole("button", { name: "Delete listing" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/vendorproducts"));
    expect(sentRequests(fetchMock).find((r) => r.method === "DELETE")?.path).toBe(
      `/api/vendor/listings/${listing._id}`,
    );
  });

  it("says so when the listing is not the vendor's or does not exist", async () => {
    signIn();
    mockApi(() => failure(404, "Listing not found."));
    renderApp("/productpreview/30000000-0000-4000-8000-999999999999");
    expect(await screen.findByText("Listing not found")).toBeTruthy();
  });

  it("is guarded: without a token the login dialog opens", async () => {
    mockApi(() => ok([]));
    renderApp("/productpreview/30000000-0000-4000-8000-999999999999");
    expect(await dialogNamed("Sign in")).toBeTruthy();
  });
});

describe("the header menu", () => {
  it("links List your business free and Post An Ad to /userproducts", async () => {
    mockApi(() => ok([]));
    renderApp("/userproducts");
    const menu = await screen.findByRole("navigation", { name: "Main" });
    expect(within(menu).getByRole("link", { name: "List your business free" }).getAttribute("href")).toBe(
      "/userproducts",
    );
    expect(within(menu).getByRole("link", { name: "Post An Ad" }).getAttribute("href")).toBe(
      "/userproducts#start-listing",
    );
    expect(screen.getByText(`Welcome to the Main Street Market`)).toBeTruthy();
  });
});
