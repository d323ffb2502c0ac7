import type { VendorListing } from "@mp/contracts/vendor-listing";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { makeImage, makePreview, makeVendorListing } from "../../../features/listing-editor/testing/fixtures";
import { dialogNamed, expectModal } from "../../../test/dom";
import { renderApp } from "../../../test/render";
import { page, server } from "../../../test/server";
import { signIn } from "../../../test/session";

function previewApi(start: VendorListing, extra: object = {}) {
  let listing = start;
  const base = `/api/vendor/listings/${listing._id}`;
  server.use(
    http.post(`${base}/publish`, () => {
      listing = { ...listing, status: "published", publishedAt: "2026-11-02T09:00:00.000Z" };
      return ok(listing);
    }),
    http.post(`${base}/unpublish`, () => {
      listing = { ...listing, status: "draft" };
      return ok(listing);
    }),
    http.get(`${base}/preview`, () => ok(makePreview(listing, extra))),
    http.delete(base, () => ok({ _id: listing._id })),
    http.get(base, () => ok(listing)),
    http.get("/api/vendor/listings", () => page([])),
  );
  return recordRequests(server);
}

/** The text of the preview's status banner once it says `title`. */
const statusBanner = async (title: string) => (await screen.findByText(title)).closest("[role=status]")?.textContent;
const draftBanner =
  "Draft — only you can see thisCheck how it looks, then publish it to appear in search and in its subcategory.";

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
    expect(await statusBanner("Draft — only you can see this")).toBe(draftBanner);
    await screen.findByRole("heading", { level: 2, name: listing.name });
    // One page title: the listing's name sits under it.
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Preview"]);
    // Plain text with its line break, never HTML.
    const description = screen.getByText(/Sourdough every morning\.\s+Cakes to order\./);
    expect(description.children).toHaveLength(0);
    expect(description.textContent).toMatch(/^Sourdough every morning\.\nCakes to order\.$/);
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
    const sent = previewApi(listing);
    const { user } = renderApp(`/productpreview/${listing._id}`);
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    expect(await statusBanner("Published")).toBe(
      "PublishedLive since Nov 2, 2026: people find it in search and in its subcategory.",
    );
    expect(screen.getByRole("link", { name: "View public page" }).getAttribute("href")).toBe(
      `/productdetail/${listing._id}`,
    );

    await user.click(screen.getByRole("button", { name: "Unpublish" }));
    expect(await statusBanner("Draft — only you can see this")).toBe(draftBanner);
    expect(sent.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
      `/api/vendor/listings/${listing._id}/publish`,
      `/api/vendor/listings/${listing._id}/unpublish`,
    ]);
  });

  it("deletes after the confirmation and goes to View Business", async () => {
    signIn();
    const listing = makeVendorListing();
    const sent = previewApi(listing);
    const { user, router } = renderApp(`/productpreview/${listing._id}`);
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    await user.click(within(await dialogNamed("Delete this listing?")).getByRole("button", { name: "Delete listing" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/vendorproducts"));
    expect(sent.find((r) => r.method === "DELETE")?.path).toBe(`/api/vendor/listings/${listing._id}`);
  });

  it("says so when the listing is not the vendor's or does not exist", async () => {
    signIn();
    server.use(http.get("/api/vendor/listings/*", () => failure(404, "Listing not found.")));
    renderApp("/productpreview/30000000-0000-4000-8000-999999999999");
    const missing = (await screen.findByText("Listing not found")).closest("[role=status], [role=alert]");
    expect(missing?.textContent).toContain("Listing not found");
    expect(screen.queryByRole("group", { name: /^Actions for/ })).toBeNull();
  });

  it("is guarded: without a token the login dialog opens", async () => {
    const sent = recordRequests(server);
    renderApp("/productpreview/30000000-0000-4000-8000-999999999999");
    await expectModal("Sign in");
    expect(sent.some((r) => r.path.startsWith("/api/vendor/"))).toBe(false);
  });
});

describe("the header menu", () => {
  it("links List your business free and Post An Ad to /userproducts", async () => {
    renderApp("/userproducts");
    const menu = await screen.findByRole("navigation", { name: "Main" });
    expect(within(menu).getByRole("link", { name: "List your business free" }).getAttribute("href")).toBe(
      "/userproducts",
    );
    expect(within(menu).getByRole("link", { name: "Post An Ad" }).getAttribute("href")).toBe(
      "/userproducts#start-listing",
    );
    // The vendor layout: its welcome strip between the header and the page.
    const welcome = screen.getByText("Welcome to the Main Street Market");
    expect(screen.getByRole("banner").compareDocumentPosition(welcome)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(welcome.compareDocumentPosition(screen.getByRole("main"))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
