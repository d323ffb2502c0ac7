import { screen, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { liveRole } from "@mp/ui/test/dom.ts";
import { ok, recordRequests } from "@mp/ui/test/msw.ts";
import { listingMaker } from "../../test/listings";
import { renderApp } from "../../test/render";
import { server } from "../../test/server";
import { signIn } from "../../test/session";

const listing = listingMaker("30000000", 0);
/** A page of `GET /api/favourites` as the server answers it. */
const saved = (type: string, items: unknown[]) => ({
  result: 1,
  result_value: { type, items },
  meta: { hasMore: false, currentPage: 1 },
});

function serveSaved(byType: Record<string, unknown[]>) {
  server.use(
    http.get("/api/favourites", ({ request }) => {
      const type = new URL(request.url).searchParams.get("type") ?? "listing";
      return Response.json(saved(type, byType[type] ?? []));
    }),
  );
  return recordRequests(server);
}

describe("/saved", () => {
  it("lists the saved listings first, with their hearts pressed", async () => {
    signIn();
    const first = { ...listing(1, { name: "Harbor Bakery" }), savedAt: "2026-11-20T10:00:00.000Z" };
    server.use(http.get("/api/favourites/mine", () => ok({ listing: [first._id], job: [], freelancer: [] })));
    const sent = serveSaved({ listing: [first] });
    renderApp("/saved");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Saved");
    expect((await screen.findByRole("link", { name: "Harbor Bakery" })).getAttribute("href")).toBe(
      `/productdetail/${first._id}`,
    );
    const tabs = screen.getByRole("navigation", { name: "Saved items" });
    expect(within(tabs).getByRole("link", { name: "Listings" }).getAttribute("aria-current")).toBe("page");
    expect(
      (await screen.findByRole("button", { name: "Remove Harbor Bakery from saved" })).getAttribute("aria-pressed"),
    ).toBe("true");
    expect(sent.map((r) => r.path)).toContain("/api/favourites?type=listing&page=1");
  });

  it("switches to the jobs tab and says how to save one when there is none", async () => {
    signIn();
    const sent = serveSaved({});
    const { user } = renderApp("/saved");
    const noListings = (await screen.findByText("No saved listings yet")).closest("[role=status]") as HTMLElement;
    expect(noListings.textContent).toContain(
      "Tap the heart on any listing to keep it here, ready for your next visit.",
    );
    await user.click(screen.getByRole("link", { name: "Jobs" }));
    const noJobs = (await screen.findByText("No saved jobs yet")).closest("[role=status]") as HTMLElement;
    expect(noJobs.textContent).toContain("Tap the heart on any job to keep it here until you apply.");
    expect(within(noJobs).getByRole("link", { name: "Find jobs" }).getAttribute("href")).toBe("/findjob");
    expect(screen.getByRole("link", { name: "Jobs" }).getAttribute("aria-current")).toBe("page");
    expect(sent.map((r) => r.path)).toContain("/api/favourites?type=job&page=1");
  });

  it("opens the freelancers tab from the address", async () => {
    signIn();
    const sent = serveSaved({});
    renderApp("/saved?tab=freelancer");
    expect(liveRole(await screen.findByText("No saved freelancers yet"))).toBe("status");
    expect(sent.map((r) => r.path)).toContain("/api/favourites?type=freelancer&page=1");
  });

  it("says when the list cannot be loaded", async () => {
    signIn();
    server.use(
      http.get("/api/favourites", () => Response.json({ result: 0, message: "Server trouble" }, { status: 500 })),
    );
    renderApp("/saved");
    const alert = (await screen.findByText("We couldn't load the saved listings.")).closest("[role=alert]");
    expect(alert?.textContent).toContain("Server trouble");
  });

  it("asks a visitor to sign in and loads nothing", async () => {
    const sent = serveSaved({});
    renderApp("/saved");
    const signInFirst = (await screen.findByText("Sign in to see this page")).closest("[role=status]") as HTMLElement;
    expect(within(signInFirst).getByRole("button").textContent).toBe("Sign in");
    expect(sent.some((r) => r.path.startsWith("/api/favourites"))).toBe(false);
  });
});
