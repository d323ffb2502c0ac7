import type { ListingDetail, ListingSummary } from "@mp/contracts/listing";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { renderApp } from "../../../test/render";
import { listingMaker } from "../../../test/listings";
import { page, server } from "../../../test/server";

const subcategoryId = "00000000-0000-4000-8000-0000000000b1";
const categoryId = "00000000-0000-4000-8000-0000000000c1";

const makeListing = listingMaker("00000000", 100, (n) => ({
  priceCents: 1250 * n,
  city: "Austin, TX",
  address: `${n} Main St`,
  coverImage: `/art/covers/${n}.svg`,
  categoryId,
  subcategoryId,
  publishedAt: "2025-01-01T00:00:00.000Z",
}));

const listingPage = (items: ListingSummary[], hasMore = false) => page(items, { hasMore });

/** `GET /api/listings` answering `answer`; returns the URLs asked for. */
function serveListings(answer: () => Response) {
  const requests: URL[] = [];
  server.use(
    http.get("/api/listings", ({ request }) => {
      requests.push(new URL(request.url));
      return answer();
    }),
  );
  return requests;
}

const priceOf = (card: HTMLElement) => card.querySelector(".listing-card__price")?.textContent;

const detail: ListingDetail = {
  ...makeListing(1, { priceCents: null }),
  description: "First line.\nSecond line <b>not bold</b>.",
  contact: { phone: "(512) 555-0100", email: "hi@shop.example", website: "javascript:alert(1)" },
  openingHours: { "1": [{ open: "09:00", close: "17:00" }] },
  vendor: { _id: categoryId, name: "Sam Shop", memberSince: "2024-03-01T00:00:00.000Z", verified: false },
  categoryName: "Bakeries",
  subcategoryName: "Bread",
  customFields: [
    { label: "Delivery", type: "boolean", value: "true" },
    { label: "Menu", type: "link", value: "javascript:alert(1)" },
    { label: "Seats", type: "number", value: "24" },
  ],
};

describe("products page", () => {
  it("lists a subcategory's listings and writes the filters into the URL (dollars in, cents out)", async () => {
    const requests = serveListings(() => listingPage([makeListing(1), makeListing(2, { priceCents: null })], true));
    const { user, router } = renderApp(`/products?subcategoryId=${subcategoryId}&name=Bread`);
    await screen.findByRole("heading", { level: 1, name: "Bread" });
    const cards = await screen.findAllByRole("article");
    expect(within(cards[0]!).getByRole("link", { name: "Listing 1" }).getAttribute("href")).toBe(
      "/productdetail/00000000-0000-4000-8000-000000000101",
    );
    // A business without a price shows none on its card (issue 16: a price only where it means something).
    expect(cards.map(priceOf)).toEqual(["$12.50", undefined]);
    await waitFor(() => expect(document.title).toBe("Bread · Main Street Market"));

    await user.type(screen.getByLabelText("Search in this subcategory"), "rye");
    await user.type(screen.getByLabelText("Min price ($)"), "5");
    await user.type(screen.getByLabelText("Max price ($)"), "19.99");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?subcategoryId=${subcategoryId}&name=Bread&q=rye&min=5&max=19.99`),
    );
    await waitFor(() => expect(requests.at(-1)?.searchParams.get("maxPrice")).toBe("1999"));
    const last = requests.at(-1)!;
    expect([last.searchParams.get("q"), last.searchParams.get("minPrice")]).toEqual(["rye", "500"]);

    await user.selectOptions(screen.getByLabelText("Sort by"), "price_desc");
    await waitFor(() => expect(router.state.location.search).toContain("sort=price_desc"));
    await user.click(screen.getByLabelText("Open now"));
    await waitFor(() => expect(router.state.location.search).toContain("open=1"));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get("openNow")).toBe("true"));
    expect(requests.at(-1)?.searchParams.get("sort")).toBe("price_desc");
    expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toContain("page=2");
  });

  it("refuses a price that is not dollars", async () => {
    serveListings(() => listingPage([]));
    const { user, router } = renderApp(`/products?subcategoryId=${subcategoryId}&name=Bread`);
    await user.type(await screen.findByLabelText("Min price ($)"), "abc");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Enter prices as dollars");
    expect(router.state.location.search).not.toContain("min=");
  });

  it("shows an empty state, and an error with Retry", async () => {
    let fail = true;
    serveListings(() => (fail ? failure(500, "Something went wrong.") : listingPage([])));
    const { user } = renderApp(`/products?subcategoryId=${subcategoryId}&name=Bread`);
    expect((await screen.findByRole("alert")).textContent).toContain("We couldn't load the listings.");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect((await screen.findByText("No listings here yet")).closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("product detail page", () => {
  it("tells the server of a view, and of each use of a contact link", async () => {
    server.use(
      http.post(`/api/listings/${detail._id}/events`, () => ok({ counted: true }, { status: 202 })),
      http.get(`/api/listings/${detail._id}`, () => ok(detail)),
      http.get(`/api/listings/${detail._id}/more-from-vendor`, () => ok([])),
    );
    const sent = recordRequests(server);
    const events = () => sent.filter((r) => r.method === "POST").map(({ path, body }) => ({ path, body }));
    const { user } = renderApp(`/productdetail/${detail._id}`);
    await screen.findByRole("heading", { level: 1, name: "Listing 1" });
    await waitFor(() =>
      expect(events()).toEqual([{ path: `/api/listings/${detail._id}/events`, body: { type: "view" } }]),
    );
    const mail = screen.getByRole("link", { name: "hi@shop.example" });
    mail.addEventListener("click", (event) => event.preventDefault());
    await user.click(mail);
    await waitFor(() =>
      expect(events().at(-1)).toEqual({ path: `/api/listings/${detail._id}/events`, body: { type: "contact" } }),
    );
  });

  it("shows the listing as plain text, safe links, hours and similar listings without itself", async () => {
    const requests = serveListings(() =>
      listingPage([makeListing(1), makeListing(2), makeListing(3), makeListing(4), makeListing(5)]),
    );
    server.use(
      http.get(`/api/listings/${detail._id}`, () => ok(detail)),
      http.post(`/api/listings/${detail._id}/events`, () => ok({ counted: true }, { status: 202 })),
      http.get(`/api/listings/${detail._id}/more-from-vendor`, () => ok([])),
    );
    renderApp(`/productdetail/${detail._id}`);
    await screen.findByRole("heading", { level: 1, name: "Listing 1" });
    await waitFor(() => expect(document.title).toBe("Listing 1 · Main Street Market"));
    expect(document.querySelector(".listing-detail__price")?.textContent).toBe("Price on request");
    const about = screen.getByText(/First line\./);
    expect(about.textContent).toBe(detail.description);
    expect(about.querySelector("b")).toBeNull();
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Bread" }).getAttribute("href")).toBe(
      `/products?subcategoryId=${subcategoryId}&name=Bread`,
    );
    expect(screen.getByRole("link", { name: "(512) 555-0100" }).getAttribute("href")).toBe("tel:5125550100");
    expect(screen.getByRole("link", { name: "hi@shop.example" }).getAttribute("href")).toBe("mailto:hi@shop.example");
    expect(screen.getByRole("link", { name: "Sam Shop" }).getAttribute("href")).toBe(`/vendor/${detail.vendor._id}`);
    expect(screen.queryByRole("link", { name: /alert/ })).toBeNull();
    expect(screen.getByRole("rowheader", { name: "Monday" }).nextElementSibling?.textContent).toBe("09:00–17:00");
    expect(screen.getAllByText("Closed")).toHaveLength(6);
    expect(document.querySelectorAll('tr[aria-current="date"]')).toHaveLength(1);
    const details = screen.getByRole("region", { name: "Details" });
    expect([...details.querySelectorAll("dt")].map((term) => term.textContent)).toEqual(["Delivery", "Menu", "Seats"]);
    expect([...details.querySelectorAll("dd")].map((value) => value.textContent)).toEqual([
      "Yes",
      "javascript:alert(1)",
      "24",
    ]);
    expect(within(details).queryByRole("link")).toBeNull();
    const json = document.querySelector('script[type="application/ld+json"]')?.textContent ?? "";
    expect(JSON.parse(json)).toMatchObject({ "@type": "LocalBusiness", name: "Listing 1" });

    const similar = await screen.findByRole("region", { name: "More in Bread" });
    expect(
      within(similar)
        .getAllByRole("article")
        .map((card) => card.querySelector("h3")?.textContent),
    ).toEqual(["Listing 2", "Listing 3", "Listing 4", "Listing 5"]);
    expect(requests.some((url) => url.searchParams.get("subcategoryId") === subcategoryId)).toBe(true);
  });

  it("says so when the listing does not exist", async () => {
    server.use(http.get(`/api/listings/${detail._id}`, () => failure(404, "Listing not found.")));
    renderApp(`/productdetail/${detail._id}`);
    await screen.findByRole("heading", { level: 1, name: "Listing not found" });
    expect(screen.getByRole("alert").textContent).toContain("Listing not found.");
    await waitFor(() => expect(document.title).toBe("Listing not found · Main Street Market"));
  });
});
