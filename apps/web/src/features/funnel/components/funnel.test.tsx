import type {
  BusinessFunnel as BusinessFunnelData,
  FunnelDay,
  ListingFunnel as ListingFunnelData,
} from "@mp/contracts/funnel";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import { signIn } from "../../../test/session";
import { BusinessFunnel } from "./business-funnel";
import { ListingFunnel } from "./listing-funnel";

const LISTING = "72000000-0000-4000-8000-000000000001";
const zeroDay = (day: string): FunnelDay => ({
  day,
  impressions: 0,
  views: 0,
  contactClicks: 0,
  messages: 0,
  saves: 0,
});
const totals = {
  impressions: 200,
  views: 50,
  contactClicks: 5,
  messages: 2,
  saves: 10,
  viewRate: 0.25,
  contactRate: 0.1,
  messageRate: 0.04,
  saveRate: 0.2,
};

function listingFunnel(overrides: Partial<ListingFunnelData> = {}): ListingFunnelData {
  return {
    listing: { _id: LISTING, name: "Rosie's Bakery", status: "published" },
    from: "2026-10-27",
    to: "2026-11-25",
    days: [
      { ...zeroDay("2026-11-24"), impressions: 120, views: 30 },
      { ...zeroDay("2026-11-25"), impressions: 80, views: 20 },
    ],
    totals,
    ...overrides,
  };
}

describe("ListingFunnel", () => {
  it("shows the five steps with their counts and conversions, and asks again for another period", async () => {
    signIn();
    const asked: string[] = [];
    server.use(
      http.get("/api/vendor/listings/:id/funnel", ({ request, params }) => {
        const url = new URL(request.url);
        asked.push(`${String(params.id)} ${url.searchParams.get("from")}..${url.searchParams.get("to")}`);
        return HttpResponse.json({ result: 1, result_value: listingFunnel() });
      }),
    );
    renderWithRouter(<ListingFunnel listingId={LISTING} />);
    const steps = await screen.findByRole("list", { name: "The funnel" });
    const items = within(steps)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toEqual([
      "Impressions200cards shown in lists",
      "Views5025.0% of impressions",
      "Contact clicks510.0% of views",
      "Messages24.0% of views",
      "Saves1020.0% of views",
    ]);
    expect(screen.getAllByRole("heading", { level: 2 })[0]!.textContent).toMatch(/^Rosie's Bakery/);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(new RegExp(`^${LISTING} \\d{4}-\\d{2}-\\d{2}\\.\\.\\d{4}-\\d{2}-\\d{2}$`));
    const [from, to] = asked[0]!.split(" ")[1]!.split("..") as [string, string];
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);

    await userEvent.click(screen.getByRole("radio", { name: "Last 7 days" }));
    await expect.poll(() => asked.length).toBe(2);
    const [from7, to7] = asked[1]!.split(" ")[1]!.split("..") as [string, string];
    expect((Date.parse(to7) - Date.parse(from7)) / 86_400_000).toBe(6);
    // The numbers day by day are a table too, for screen readers and exact figures.
    const table = screen.getByRole("region", { name: "The numbers day by day" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
  });

  it("says so when there is nothing yet, with dashes for the rates", async () => {
    signIn();
    const empty = { ...listingFunnel(), days: [zeroDay("2026-11-25")] };
    empty.totals = {
      ...totals,
      impressions: 0,
      views: 0,
      contactClicks: 0,
      messages: 0,
      saves: 0,
      viewRate: null,
      contactRate: null,
      messageRate: null,
      saveRate: null,
    };
    server.use(
      http.get("/api/vendor/listings/:id/funnel", () => HttpResponse.json({ result: 1, result_value: empty })),
    );
    renderWithRouter(<ListingFunnel listingId={LISTING} />);
    await screen.findByText("No numbers in these days");
    expect(screen.getByText(/^Nobody has seen/).textContent).toBe(
      "Nobody has seen the listing in a list in these days. Try a longer period.",
    );
    expect(screen.getAllByText("—")).toHaveLength(4);
  });

  it("shows another vendor's listing as not found, and a failure with a retry", async () => {
    signIn();
    server.use(
      http.get("/api/vendor/listings/:id/funnel", () =>
        HttpResponse.json({ result: 0, message: "Listing not found." }, { status: 404 }),
      ),
    );
    const { unmount } = renderWithRouter(<ListingFunnel listingId={LISTING} />);
    await screen.findByText("Listing not found");
    expect(screen.getByRole("link", { name: "See your listings" }).getAttribute("href")).toBe("/vendorproducts");
    unmount();
    server.use(
      http.get("/api/vendor/listings/:id/funnel", () =>
        HttpResponse.json({ result: 0, message: "The database is busy." }, { status: 503 }),
      ),
    );
    renderWithRouter(<ListingFunnel listingId={LISTING} />);
    await screen.findByText("The numbers could not be loaded");
    expect(screen.getByRole("button", { name: "Retry" }).hasAttribute("disabled")).toBe(false);
  });
});

describe("BusinessFunnel", () => {
  const row = (id: string, name: string, views: number, viewRate: number | null, contactRate: number | null) => ({
    _id: `72000000-0000-4000-8000-00000000000${id}`,
    name,
    status: "published" as const,
    impressions: 100,
    views,
    contactClicks: 1,
    messages: 0,
    saves: 0,
    viewRate,
    contactRate,
    messageRate: 0,
    saveRate: 0,
  });
  const business: BusinessFunnelData = {
    from: "2026-10-27",
    to: "2026-11-25",
    days: [{ ...zeroDay("2026-11-25"), impressions: 200, views: 50 }],
    totals,
    listings: [row("2", "Bakery", 40, 0.4, 0.025), row("3", "Books", 10, 0.1, 0.1), row("4", "Bikes", 0, null, null)],
  };

  it("sums the business and sorts the listings by views or by conversion", async () => {
    signIn();
    server.use(http.get("/api/vendor/funnel", () => HttpResponse.json({ result: 1, result_value: business })));
    renderWithRouter(<BusinessFunnel />);
    const table = await screen.findByRole("region", { name: "Each listing's numbers" });
    const names = () =>
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent);
    expect(names()).toEqual(["Bakery", "Books", "Bikes"]);
    expect(within(table).getByRole("link", { name: "Books" }).getAttribute("href")).toBe(
      "/listingfunnel/72000000-0000-4000-8000-000000000003",
    );
    await userEvent.click(within(table).getByRole("button", { name: "Contacts per view" }));
    expect(names()).toEqual(["Books", "Bakery", "Bikes"]);
    expect(within(table).getByRole("columnheader", { name: "Contacts per view" }).getAttribute("aria-sort")).toBe(
      "descending",
    );
    expect(screen.getByText(/^3 listings, /).textContent).toBe("3 listings, Oct 27, 2026 – Nov 25, 2026");
  });

  it("invites a vendor without listings to list one", async () => {
    signIn();
    server.use(
      http.get("/api/vendor/funnel", () =>
        HttpResponse.json({ result: 1, result_value: { ...business, listings: [] } }),
      ),
    );
    renderWithRouter(<BusinessFunnel />);
    await screen.findByText("You have no listings yet");
    expect(screen.getByRole("link", { name: "List your business free" }).getAttribute("href")).toBe("/userproducts");
  });
});
