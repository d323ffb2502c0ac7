import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failure, mockApi, ok, sentRequests } from "@mp/ui/test/api-mock.ts";
import { renderApp } from "../../../test/render";
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
  return mockApi((url, request) => {
    if (url.pathname === "/api/vendor/banner-ads") {
      return { body: { result: 1, result_value: current, meta: { hasMore: false, currentPage: 1 } } };
    }
    const match = /^\/api\/vendor\/banner-ads\/([^/]+)$/.exec(url.pathname);
    if (match && request.method === "DELETE") {
      current = current.filter((ad) => ad._id !== match[1]);
      return ok({ _id: match[1] });
    }
    return failure(404, "Not found.");
  });
}

describe("/bannerads", { timeout: 20_000 }, () => {
  it("lists the vendor's banner ads with their period, status, numbers and actions", async () => {
    signIn();
    api();
    renderApp("/bannerads");
    expect(await screen.findByRole("heading", { level: 1, name: "Banner ads" })).toBeTruthy();
    const rows = within(await screen.findByRole("list", { name: "Your banner ads" })).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    const first = rows[0]!;
    expect(within(first).getByText("Active")).toBeTruthy();
    expect(within(first).getByText("Home page")).toBeTruthy();
    expect(within(first).getByText("Nov 1, 2026 – Nov 30, 2026")).toBeTruthy();
    expect(within(first).getByText("1,234")).toBeTruthy();
    expect(within(first).getByText("4.5%")).toBeTruthy();
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
    expect(within(second).getByText("Scheduled")).toBeTruthy();
    expect(within(second).getByText("Category: Food & Drink")).toBeTruthy();
    expect(within(second).getByText("—")).toBeTruthy();
  });

  it("deletes an ad only once confirmed", async () => {
    signIn();
    const fetchMock = api();
    const { user } = renderApp("/bannerads");
    const list = await screen.findByRole("list", { name: "Your banner ads" });
    await user.click(within(list).getAllByRole("button", { name: "Delete" })[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Delete this banner ad?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sentRequests(fetchMock).some((r) => r.method === "DELETE")).toBe(false);

    await user.click(within(list).getAllByRole("button", { name: "Delete" })[0]!);
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByText("Spring sale")).toBeNull());
    expect(
      sentRequests(fetchMock)
        .filter((r) => r.method === "DELETE")
        .map((r) => r.path),
    ).toEqual([`/api/vendor/banner-ads/${running._id}`]);
  });

  it("explains banner ads when there are none", async () => {
    signIn();
    api([]);
    renderApp("/bannerads");
    expect(await screen.findByText("You have no banner ads yet")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Add a banner ad" }).at(-1)!.getAttribute("href")).toBe("/addbannerads");
  });
});
