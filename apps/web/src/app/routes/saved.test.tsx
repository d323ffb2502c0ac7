import { screen, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
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
    expect(await screen.findByRole("heading", { level: 1, name: "Saved" })).toBeDefined();
    expect(await screen.findByRole("link", { name: "Harbor Bakery" })).toBeDefined();
    const tabs = screen.getByRole("navigation", { name: "Saved items" });
    expect(within(tabs).getByRole("link", { name: "Listings" }).getAttribute("aria-current")).toBe("page");
    expect(await screen.findByRole("button", { name: "Remove Harbor Bakery from saved" })).toBeDefined();
    expect(sent.map((r) => r.path)).toContain("/api/favourites?type=listing&page=1");
  });

  it("switches to the jobs tab and says how to save one when there is none", async () => {
    signIn();
    const sent = serveSaved({});
    const { user } = renderApp("/saved");
    expect(await screen.findByText("No saved listings yet")).toBeDefined();
    expect(screen.getByText(/Tap the heart on any listing/)).toBeDefined();
    await user.click(screen.getByRole("link", { name: "Jobs" }));
    expect(await screen.findByText("No saved jobs yet")).toBeDefined();
    expect(screen.getByText(/Tap the heart on any job/)).toBeDefined();
    expect(screen.getByRole("link", { name: "Find jobs" })).toBeDefined();
    expect(screen.getByRole("link", { name: "Jobs" }).getAttribute("aria-current")).toBe("page");
    expect(sent.map((r) => r.path)).toContain("/api/favourites?type=job&page=1");
  });

  it("opens the freelancers tab from the address", async () => {
    signIn();
    const sent = serveSaved({});
    renderApp("/saved?tab=freelancer");
    expect(await screen.findByText("No saved freelancers yet")).toBeDefined();
    expect(sent.map((r) => r.path)).toContain("/api/favourites?type=freelancer&page=1");
  });

  it("says when the list cannot be loaded", async () => {
    signIn();
    server.use(
      http.get("/api/favourites", () => Response.json({ result: 0, message: "Server trouble" }, { status: 500 })),
    );
    renderApp("/saved");
    expect(await screen.findByText("We couldn't load the saved listings.")).toBeDefined();
  });

  it("asks a visitor to sign in and loads nothing", async () => {
    const sent = serveSaved({});
    renderApp("/saved");
    expect(await screen.findByText("Sign in to see this page")).toBeDefined();
    expect(sent.some((r) => r.path.startsWith("/api/favourites"))).toBe(false);
  });
});
