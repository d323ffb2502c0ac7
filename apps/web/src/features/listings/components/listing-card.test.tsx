import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { listingMaker } from "../../../test/listings";
import { renderWithRouter } from "../../../test/render";
import { ListingCard, ListingGrid } from "./listing-card";

const listing = listingMaker("60000000", 0)(1, { name: "Rosie's Bakery", priceCents: 450 });

describe("ListingCard", () => {
  it("marks a featured listing with a visible, readable badge", async () => {
    renderWithRouter(<ListingCard listing={{ ...listing, featured: true }} />);
    const card = await screen.findByRole("article");
    const badge = within(card).getByText("Featured");
    expect(badge.className).toBe("listing-card__featured");
    // Read before the name, as it shows: over the cover, at the card's top.
    expect(card.textContent?.startsWith("Featured")).toBe(true);
    expect(within(card).getByRole("link", { name: "Rosie's Bakery" }).getAttribute("href")).toBe(
      `/productdetail/${listing._id}`,
    );
  });

  it("has no badge when the listing is not featured, or says nothing about it", async () => {
    const { unmount } = renderWithRouter(<ListingCard listing={{ ...listing, featured: false }} />);
    await screen.findByRole("article");
    expect(screen.queryByText("Featured")).toBeNull();
    unmount();
    renderWithRouter(<ListingCard listing={listing} />);
    await screen.findByRole("article");
    expect(screen.queryByText("Featured")).toBeNull();
  });

  it("loads the covers lazily, but the first of a grid that leads its page at once and first (its largest paint)", async () => {
    const covered = [1, 2, 3].map((n) => ({
      ...listing,
      _id: `60000000-0000-4000-8000-00000000001${n}`,
      coverImage: `/art/covers/bakery-${n}.svg`,
    }));
    const { unmount } = renderWithRouter(<ListingGrid listings={covered} leadsPage />);
    await screen.findAllByRole("article");
    const loading = () =>
      [...document.querySelectorAll("img.listing-card__cover")].map((img) => [
        img.getAttribute("loading"),
        img.getAttribute("fetchpriority"),
      ]);
    expect(loading()).toEqual([
      ["eager", "high"],
      ["lazy", null],
      ["lazy", null],
    ]);
    unmount();

    renderWithRouter(<ListingGrid listings={covered} />);
    await screen.findAllByRole("article");
    expect(loading()).toEqual([
      ["lazy", null],
      ["lazy", null],
      ["lazy", null],
    ]);
  });

  it("shows the subcategory, the rating and the city, and a price only for products and priced businesses", async () => {
    const rated = { ...listing, priceCents: null, ratingAverage: 4.46, ratingCount: 12 };
    const { unmount } = renderWithRouter(<ListingCard listing={rated} categoryName="Bread Bakeries" />);
    const card = await screen.findByRole("article");
    expect(within(card).getByText("Bread Bakeries").className).toBe("listing-card__category");
    expect(within(card).getByText("4.5 out of 5, 12 reviews").className).toBe("visually-hidden");
    expect(card.querySelector(".rating-badge")?.textContent).toBe("4.5 out of 5, 12 reviews★4.5(12)");
    // The CSP allows no inline style: a server-rendered card carries none.
    expect(card.querySelector("[style]")).toBeNull();
    expect(card.querySelector(".listing-card__city")?.textContent).toBe("Springfield");
    // A business without a price says nothing about it.
    expect(card.querySelector(".listing-card__price")).toBeNull();
    unmount();

    const { unmount: unmountProduct } = renderWithRouter(
      <ListingCard listing={{ ...listing, kind: "product", priceCents: null }} />,
    );
    const product = await screen.findByRole("article");
    // No category name known: the kind stands in; a product always has its price line.
    expect(within(product).getByText("Product").className).toBe("listing-card__category");
    expect(product.querySelector(".listing-card__price")?.textContent).toBe("Price on request");
    expect(within(product).queryByText(/out of 5/)).toBeNull();
    unmountProduct();

    renderWithRouter(<ListingCard listing={listing} />);
    expect((await screen.findByRole("article")).querySelector(".listing-card__price")?.textContent).toBe("$4.50");
  });

  it("loads the first row's covers with the page and gives each card the page's corner button", async () => {
    const covered = [1, 2, 3].map((n) => ({
      ...listing,
      _id: `60000000-0000-4000-8000-00000000002${n}`,
      name: `Shop ${n}`,
      coverImage: `/art/covers/bakery-${n}.svg`,
    }));
    renderWithRouter(
      <ListingGrid
        listings={covered}
        eagerCount={2}
        renderAction={(item) => <button type="button">Save {item.name}</button>}
      />,
    );
    await screen.findAllByRole("article");
    const covers = [...document.querySelectorAll("img.listing-card__cover")];
    expect(covers.map((img) => [img.getAttribute("loading"), img.getAttribute("fetchpriority")])).toEqual([
      ["eager", null],
      ["eager", null],
      ["lazy", null],
    ]);
    expect(covers.every((img) => img.getAttribute("width") === "320" && img.getAttribute("height") === "200")).toBe(
      true,
    );
    const save = screen.getByRole("button", { name: "Save Shop 2" });
    expect(save.parentElement?.className).toBe("listing-card__action");
  });
});
