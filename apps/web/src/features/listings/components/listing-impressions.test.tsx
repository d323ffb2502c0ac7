import { fireEvent, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ListingGrid } from "./listing-card";
import { listingMaker } from "../../../test/listings";
import { renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import { forgetReportedImpressions } from "../../../lib/impressions";

const listing = listingMaker("71000000", 0);

/** The beacons the page sends, as the server receives them. */
function recordBeacons() {
  const impressions: unknown[] = [];
  const clicks: string[] = [];
  server.use(
    http.post("/api/listings/impressions", async ({ request }) => {
      impressions.push(await request.json());
      return HttpResponse.json({ result: 1, result_value: { listings: 0, featureAds: 0 } }, { status: 202 });
    }),
    http.post("/api/listings/:id/featured-click", ({ params }) => {
      clicks.push(String(params.id));
      return HttpResponse.json({ result: 1, result_value: { counted: true } }, { status: 202 });
    }),
  );
  return { impressions, clicks };
}

afterEach(() => forgetReportedImpressions());

describe("list impressions", () => {
  it("sends one beacon per list render with its cards, the featured ones named apart, and none again", async () => {
    const sent = recordBeacons();
    const cards = [listing(1), listing(2, { featured: true }), listing(3)];
    const pages = [cards, [...cards], [listing(3), listing(4)]];
    function Pages() {
      const [index, setIndex] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setIndex(index + 1)}>
            Next
          </button>
          <ListingGrid listings={pages[index]!} />
        </>
      );
    }
    renderWithRouter(<Pages />);
    await expect.poll(() => sent.impressions).toHaveLength(1);
    expect(sent.impressions[0]).toEqual({ ids: cards.map((c) => c._id), featured: [cards[1]!._id] });

    // The same cards again (a re-render, a refetch): nothing new to send; a next page: only its new cards.
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await expect.poll(() => sent.impressions).toHaveLength(2);
    expect(sent.impressions[1]).toEqual({ ids: [listing(4)._id], featured: [] });
  });

  it("counts a click on a featured card, and not on another", async () => {
    const sent = recordBeacons();
    renderWithRouter(
      <ListingGrid listings={[listing(5, { featured: true, name: "Lead" }), listing(6, { name: "Plain" })]} />,
    );
    fireEvent.click(await screen.findByRole("link", { name: "Plain" }));
    fireEvent.click(screen.getByRole("link", { name: "Lead" }));
    await expect.poll(() => sent.clicks).toEqual([listing(5)._id]);
  });
});
