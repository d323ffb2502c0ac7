import type { AdFunnelDay, FeatureAdFunnel as FeatureAdFunnelData } from "@mp/contracts/funnel";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import { signIn } from "../../../test/session";
import { FeatureAdFunnel } from "./feature-ad-funnel";

const AD = "73000000-0000-4000-8000-000000000001";
const LISTING = "72000000-0000-4000-8000-000000000001";
const day = (date: string, counts: Partial<AdFunnelDay> = {}): AdFunnelDay => ({
  day: date,
  impressions: 0,
  clicks: 0,
  contactClicks: 0,
  messages: 0,
  saves: 0,
  ...counts,
});

const adFunnel: FeatureAdFunnelData = {
  ad: {
    _id: AD,
    listingId: LISTING,
    listingName: "Harbour Kites",
    startsAt: "2026-11-20T09:00:00.000Z",
    endsAt: "2026-12-04T09:00:00.000Z",
  },
  from: "2026-10-27",
  to: "2026-11-25",
  days: [
    day("2026-11-24", { impressions: 300, clicks: 30, contactClicks: 4, messages: 1, saves: 6 }),
    day("2026-11-25", { impressions: 100, clicks: 10, contactClicks: 2, messages: 1 }),
  ],
  totals: {
    impressions: 400,
    clicks: 40,
    contactClicks: 6,
    messages: 2,
    saves: 6,
    ctr: 0.1,
    contactRate: 0.15,
    messageRate: 0.05,
    saveRate: 0.15,
  },
};

describe("FeatureAdFunnel", () => {
  it("shows the ad's five steps, each rate of the clicks it opened, and asks again for another period", async () => {
    signIn();
    const asked: string[] = [];
    server.use(
      http.get("/api/vendor/feature-ads/:id/funnel", ({ request, params }) => {
        asked.push(`${String(params.id)} ${new URL(request.url).searchParams.get("from")}`);
        return HttpResponse.json({ result: 1, result_value: adFunnel });
      }),
    );
    renderWithRouter(<FeatureAdFunnel adId={AD} />);
    const steps = await screen.findByRole("list", { name: "The funnel" });
    expect(
      within(steps)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Impressions400featured cards shown",
      "Clicks4010.0% of impressions",
      "Contact clicks615.0% of clicks",
      "Messages25.0% of clicks",
      "Saves615.0% of clicks",
    ]);
    expect(screen.getAllByRole("heading", { level: 2 })[0]!.textContent).toMatch(/^Harbour Kites/);
    expect(screen.getByRole("link", { name: "listing's own funnel" }).getAttribute("href")).toBe(
      `/listingfunnel/${LISTING}`,
    );
    const table = screen.getByRole("region", { name: "The numbers day by day" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Day", "Impressions", "Clicks", "Contact clicks", "Messages", "Saves"]);
    expect(within(table).getAllByRole("row")[1]!.textContent).toMatch(/100102 ?1 ?0$/);

    await userEvent.click(screen.getByRole("radio", { name: "Last 90 days" }));
    await expect.poll(() => asked.length).toBe(2);
    expect(asked.every((line) => line.startsWith(`${AD} `))).toBe(true);
  });

  it("says so when the featured card was not shown, and answers another vendor's ad as not found", async () => {
    signIn();
    const zeros = { impressions: 0, clicks: 0, contactClicks: 0, messages: 0, saves: 0 };
    const rates = { ctr: null, contactRate: null, messageRate: null, saveRate: null };
    server.use(
      http.get("/api/vendor/feature-ads/:id/funnel", () =>
        HttpResponse.json({
          result: 1,
          result_value: { ...adFunnel, days: [day("2026-11-25")], totals: { ...zeros, ...rates } },
        }),
      ),
    );
    const { unmount } = renderWithRouter(<FeatureAdFunnel adId={AD} />);
    await screen.findByText("No numbers in these days");
    expect(screen.getByText(/^The featured card was not shown/).textContent).toContain("check the ad's dates");
    expect(screen.getAllByText("—")).toHaveLength(4);
    unmount();
    server.use(
      http.get("/api/vendor/feature-ads/:id/funnel", () =>
        HttpResponse.json({ result: 0, message: "Feature ad not found." }, { status: 404 }),
      ),
    );
    renderWithRouter(<FeatureAdFunnel adId={AD} />);
    await screen.findByText("Feature ad not found");
    expect(screen.getByRole("link", { name: "See your feature ads" }).getAttribute("href")).toBe("/featureads");
  });
});
