import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { ok, recordRequests } from "@mp/ui/test/msw.ts";
import { renderApp } from "../../../test/render";
import { page, server } from "../../../test/server";
import { signIn } from "../../../test/session";
import { makeBannerAd } from "../testing/fixtures";

const running = makeBannerAd({ title: "Spring sale", impressions: 1234, clicks: 56 });
const scheduled = makeBannerAd({
  title: "Winter fair",
  status: "scheduled",
  placement: "category",
  categoryId: running._id,
  categoryName: "Food & Drink",
  startsAt: "2026-12-01",
  endsAt: "2026-12-24",
  impressions: 0,
  clicks: 0,
});

function api(rows = [running, scheduled]) {
  let current = rows;
  server.use(
    http.get("/api/vendor/banner-ads", () => page(current)),
    http.delete("/api/vendor/banner-ads/:id", ({ params }) => {
      current = current.filter((ad) => ad._id !== params.id);
      return ok({ _id: params.id });
    }),
  );
  return recordRequests(server);
}

/** A row's status, placement and period as its meta line shows them, and its numbers by label. */
function rowSummary(row: HTMLElement) {
  const meta = [...row.querySelectorAll(".banner-ad-row__meta > *")].map((part) => part.textContent);
  const terms = [...row.querySelectorAll("dt")];
  const stats = Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
  return { meta, stats };
}

describe("/bannerads", { timeout: 20_000 }, () => {
  it("lists the vendor's banner ads with their period, status, numbers and actions", async () => {
    signIn();
    api();
    renderApp("/bannerads");
    await screen.findByRole("heading", { level: 1, name: "Banner ads" });
    await waitFor(() => expect(document.title).toBe("Banner ads · Main Street Market"));
    const rows = within(await screen.findByRole("list", { name: "Your banner ads" })).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    const first = rows[0]!;
    expect(rowSummary(first)).toEqual({
      meta: ["Active", "Home page", "Nov 1, 2026 – Nov 30, 2026"],
      stats: { Impressions: "1,234", Clicks: "56", CTR: "4.5%" },
    });
    const actions = within(first).getByRole("group", { name: "Actions for Spring sale" });
    expect(
      within(actions)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      [" View stats", `/bannerview/${running._id}`],
      [" Edit", `/editbanneradds/${running._id}`],
    ]);
    const second = rows[1]!;
    expect(rowSummary(second)).toEqual({
      meta: ["Scheduled", "Category: Food & Drink", "Dec 1, 2026 – Dec 24, 2026"],
      stats: { Impressions: "0", Clicks: "0", CTR: "—" },
    });
  });

  it("deletes an ad only once confirmed", async () => {
    signIn();
    const sent = api();
    const { user } = renderApp("/bannerads");
    const list = await screen.findByRole("list", { name: "Your banner ads" });
    await user.click(within(list).getAllByRole("button", { name: "Delete" })[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Delete this banner ad?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sent.some((r) => r.method === "DELETE")).toBe(false);

    await user.click(within(list).getAllByRole("button", { name: "Delete" })[0]!);
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Spring sale")).toBeNull());
    expect(sent.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([
      `/api/vendor/banner-ads/${running._id}`,
    ]);
  });

  it("explains banner ads when there are none", async () => {
    signIn();
    api([]);
    renderApp("/bannerads");
    const empty = (await screen.findByText("You have no banner ads yet")).closest("[role=status]");
    expect(empty?.textContent).toMatch(
      /^You have no banner ads yetA banner is a wide picture with a link.*Add a banner ad$/,
    );
    expect(screen.getAllByRole("link", { name: "Add a banner ad" }).at(-1)!.getAttribute("href")).toBe("/addbannerads");
  });
});
