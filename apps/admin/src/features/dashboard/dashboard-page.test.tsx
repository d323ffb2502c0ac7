import type { Dashboard } from "@mp/contracts/admin-dashboard";
import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { failure, ok } from "@mp/ui/test/msw.ts";
import { saveSession } from "../../lib/session-store";
import { renderApp } from "../../test/render";
import { server, serveAdminApi } from "../../test/server";
import { makeUser } from "../../test/users";

const token = "admin-token";
const admin = makeUser({ name: "Grace Hopper", additionalusertype: "Admin" });

function dashboard(range: Dashboard["range"]): Dashboard {
  const point = (bucket: string, n: number) => ({
    bucket,
    signups: n,
    listings: n * 2,
    jobs: n,
    applications: n * 3,
    impressions: n * 100,
    clicks: n * 4,
    listingViews: n * 10,
  });
  const series = range === "30d" ? [point("2026-11-24", 1), point("2026-11-25", 5)] : [point("2026-11-01", 7)];
  return {
    range,
    bucket: range === "30d" ? "day" : range === "90d" ? "week" : "month",
    from: series[0]!.bucket,
    to: "2026-11-25",
    series,
    revenue: [
      { bucket: "2026-11-25", currency: "usd", netCents: 4800 },
      { bucket: "2026-11-24", currency: "eur", netCents: 1000 },
    ],
    totals: {
      signups: series.reduce((n, p) => n + p.signups, 0),
      listings: 12,
      jobs: 6,
      applications: 18,
      impressions: 600,
      clicks: 24,
      listingViews: 60,
      revenue: [
        { currency: "usd", netCents: 4800 },
        { currency: "eur", netCents: 1000 },
      ],
    },
    generatedAt: "2026-11-25T10:00:00.000Z",
  };
}

function serveDashboard(reply?: () => Response) {
  const ranges: string[] = [];
  server.use(
    http.get("/api/admin/dashboard", ({ request }) => {
      const range = new URL(request.url).searchParams.get("range") as Dashboard["range"];
      ranges.push(range);
      return reply ? reply() : ok(dashboard(range));
    }),
  );
  return ranges;
}

beforeEach(() => saveSession({ token, userId: admin._id }));

describe("the dashboard (the panel's home)", () => {
  it("shows the period's totals as tiles and every chart's numbers as a table", async () => {
    serveAdminApi({ token, me: admin });
    serveDashboard();
    renderApp("/");

    const tiles = await screen.findByRole("list", { name: "Totals for the period" });
    expect(
      within(tiles)
        .getAllByRole("listitem")
        .map((tile) => tile.textContent),
    ).toEqual([
      "Sign-ups6",
      "Listings12",
      "Jobs6",
      "Applications18",
      "Net revenue$48.00 · €10.00Paid minus refunds",
      "Ad clicks24600 impressions · 4.0% click rate",
    ]);
    const activity = screen.getByRole("figure", { name: "Activity" });
    expect(document.getElementById(activity.getAttribute("aria-describedby")!)?.textContent).toBe(
      "6 sign-ups, most on Nov 25; 12 listings, 6 jobs and 18 applications.",
    );
    const table = within(activity).getByRole("table", { name: "Activity" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["DaySign-upsListingsJobsApplications", "Nov 241213", "Nov 25510515"]);
    const revenue = screen.getByRole("figure", { name: "Revenue" });
    expect(revenue.querySelector(".dashboard-chart__summary")?.textContent).toBe(
      "Net revenue (paid minus refunds): $48.00, €10.00. The chart shows USD.",
    );
    expect(
      within(within(revenue).getByRole("table"))
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["$0.00", "$48.00"]);
    expect(screen.getByRole("figure", { name: "Banner ads" }).textContent).toContain(
      "600 impressions and 24 clicks, most on Nov 25.",
    );
  });

  it("switches the range from the picker and keeps it in the URL", async () => {
    serveAdminApi({ token, me: admin });
    const ranges = serveDashboard();
    const { user, router } = renderApp("/");
    await screen.findByRole("list", { name: "Totals for the period" });
    await user.click(screen.getByRole("radio", { name: "Last 12 months" }));
    expect(router.state.location.search).toBe("?range=12m");
    await waitFor(() => screen.getByText(/^Last 12 months:/));
    expect(ranges).toEqual(["30d", "12m"]);
    const table = within(screen.getByRole("figure", { name: "Activity" })).getByRole("table");
    expect(within(table).getAllByRole("row")[1]!.textContent).toBe("Nov 2026714721");
  });

  it("falls back to 30 days for an unknown range in the URL", async () => {
    serveAdminApi({ token, me: admin });
    const ranges = serveDashboard();
    renderApp("/?range=7y");
    await screen.findByRole("list", { name: "Totals for the period" });
    expect(ranges).toEqual(["30d"]);
    expect((screen.getByRole("radio", { name: "Last 30 days" }) as HTMLInputElement).checked).toBe(true);
  });

  it("says when the figures cannot load, with a retry", async () => {
    serveAdminApi({ token, me: admin });
    serveDashboard(() => failure(500, "The server is having trouble."));
    renderApp("/");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We couldn't load the dashboard.");
    within(alert).getByRole("button", { name: "Retry" });
  });
});
