import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../../test/render";
import { makeBannerAd, makeStats } from "../testing/fixtures";
import { BannerStats } from "./banner-stats";

describe("a banner's statistics", () => {
  it("shows the totals, the click-through rate and the days active", () => {
    renderWithRouter(<BannerStats stats={makeStats()} />);
    const totals = screen.getByText("Impressions", { selector: "dt" }).closest("dl")!;
    const pairs = within(totals)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ["Impressions", "160"],
      ["Clicks", "11"],
      ["Click-through rate", "6.9%"],
      ["Days active", "3"],
    ]);
    // What the numbers count, and where they stop (decision 040).
    expect(totals.nextElementSibling?.textContent).toMatch(
      /^Impressions count the banner shown and clicks count it opened, each visitor once per half hour\. A banner's numbers end at the click/,
    );
  });

  it("draws a bar per day, described for screen readers, with the numbers in a table", () => {
    const { container } = renderWithRouter(<BannerStats stats={makeStats()} />);
    const impressions = screen.getByRole("img", { name: "Impressions per day" });
    const description = document.getElementById(impressions.getAttribute("aria-describedby")!)!;
    expect(description.textContent).toBe(
      "160 over 3 days from Nov 1, 2026 to Nov 3, 2026; the most on Nov 3, 2026: 120.",
    );
    const bars = container.querySelectorAll(".banner-stats-chart__series--impressions .banner-stats-chart__bar");
    expect(bars).toHaveLength(3);
    // The scale tops at 200 (a round number above 120): 120 is 60 of the 100 units.
    expect(bars[2]!.getAttribute("height")).toBe("60");
    expect(bars[1]!.getAttribute("height")).toBe("0");
    // Clicks have their own scale: 9 of a top of 10.
    const clicks = screen.getByRole("img", { name: "Clicks per day" });
    expect(clicks.querySelectorAll(".banner-stats-chart__bar")[2]!.getAttribute("height")).toBe("90");

    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "DayImpressionsClicksCTR",
      "Nov 312097.5%",
      "Nov 200—",
      "Nov 14025.0%",
    ]);
  });

  it("keeps a two-week scale so the first days stay slim bars", () => {
    const { container } = renderWithRouter(<BannerStats stats={makeStats()} />);
    const impressions = screen.getByRole("img", { name: "Impressions per day" });
    expect(impressions.getAttribute("viewBox")).toBe("0 0 14 100");
    const axis = container.querySelector(".banner-stats-chart__series--impressions .banner-stats-chart__days")!;
    expect([...axis.children].map((label) => label.textContent)).toEqual(["Nov 1", "Nov 14"]);
  });

  it("explains the empty chart before anything is counted", () => {
    const ad = makeBannerAd({ status: "scheduled", startsAt: "2026-12-01", impressions: 0, clicks: 0 });
    renderWithRouter(
      <BannerStats stats={{ ad, totals: { impressions: 0, clicks: 0, ctr: null }, daysActive: 0, days: [] }} />,
    );
    const empty = screen.getByText("No numbers yet").closest("[role=status]");
    expect(empty?.textContent).toMatch(/^No numbers yet.*starts showing on Dec 1, 2026/);
    expect(screen.queryByRole("img", { name: "Impressions per day" })).toBeNull();
    expect(screen.getByText("—", { selector: "dd" }).previousElementSibling?.textContent).toBe("Click-through rate");
  });
});
