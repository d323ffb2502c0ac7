import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failure, mockApi, ok, sentRequests } from "@mp/ui/test/api-mock.ts";
import { renderApp } from "../../../test/render";
import { signIn } from "../../../test/session";
import { makeFeatureAd } from "../testing/fixtures";

const running = makeFeatureAd({ listing: { name: "Corner Café", coverImage: null, status: "published" } });
const scheduled = makeFeatureAd({
  listing: { name: "Rosie's Bakery", coverImage: "/media/r/320.webp", status: "published" },
  startsAt: "2027-01-10T09:00:00.000Z",
  endsAt: "2027-01-24T09:00:00.000Z",
  status: "scheduled",
});
const ended = makeFeatureAd({ listing: { name: "Old Mill", coverImage: null, status: "draft" }, status: "ended" });

function adsApi(rows = [running, scheduled, ended]) {
  return mockApi((url, request) => {
    if (url.pathname === "/api/vendor/feature-ads") {
      return { body: { result: 1, result_value: rows, meta: { hasMore: false, currentPage: 1 } } };
    }
    const match = /^\/api\/vendor\/feature-ads\/([^/]+)$/.exec(url.pathname);
    if (match && request.method === "DELETE") return ok({ _id: match[1], outcome: "ended" });
    if (match && request.method === "PUT") {
      const body = request.body as { startsAt: string; endsAt: string };
      return ok({ ...scheduled, ...body });
    }
    return failure(404, "Not found.");
  });
}

describe("/featureads", () => {
  it("lists the vendor's feature ads with their listing, period, status and actions", async () => {
    signIn();
    const fetchMock = adsApi();
    renderApp("/featureads");
    expect(await screen.findByRole("heading", { level: 1, name: "Feature ads" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Your feature ads" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => within(row).getByRole("heading").textContent)).toEqual([
      "Corner Café",
      "Rosie's Bakery",
      "Old Mill",
    ]);
    expect(within(rows[0]!).getByText("Running")).toBeTruthy();
    expect(within(rows[1]!).getByText("Scheduled")).toBeTruthy();
    expect(within(rows[2]!).getByText("Ended")).toBeTruthy();
    expect(rows[1]!.querySelector("img")?.getAttribute("src")).toBe("/media/r/320.webp");
    expect(within(rows[1]!).getByText(/Jan 10, 2027/)).toBeTruthy();
    expect(
      within(within(rows[0]!).getByRole("group", { name: "Actions for Corner Café" })).getByRole("button", {
        name: "End now",
      }),
    ).toBeTruthy();
    expect(
      within(within(rows[1]!).getByRole("group", { name: "Actions for Rosie's Bakery" })).getByRole("button", {
        name: "Cancel",
      }),
    ).toBeTruthy();
    // An ended ad has nothing left to change.
    expect(within(rows[2]!).queryByRole("group")).toBeNull();
    expect(screen.getByRole("link", { name: "Feature a listing" }).getAttribute("href")).toBe("/addfeatureads");
    expect(sentRequests(fetchMock)[0]?.path).toBe("/api/vendor/feature-ads?page=1&limit=20");
    expect(sentRequests(fetchMock)[0]?.headers.get("Authorization")).toMatch(/^Bearer /);
  });

  it("ends a running ad only after the confirmation", async () => {
    signIn();
    const fetchMock = adsApi();
    const { user } = renderApp("/featureads");
    const actions = await screen.findByRole("group", { name: "Actions for Corner Café" });
    await user.click(within(actions).getByRole("button", { name: "End now" }));
    const dialog = await screen.findByRole("dialog", { name: "End this feature ad now?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sentRequests(fetchMock).some((r) => r.method === "DELETE")).toBe(false);

    await user.click(within(actions).getByRole("button", { name: "End now" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "End this feature ad now?" })).getByRole("button", {
        name: "End now",
      }),
    );
    await waitFor(() =>
      expect(sentRequests(fetchMock).find((r) => r.method === "DELETE")?.path).toBe(
        `/api/vendor/feature-ads/${running._id}`,
      ),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("changes the dates of a scheduled ad, with the contract's checks first", async () => {
    signIn();
    const fetchMock = adsApi();
    const { user } = renderApp("/featureads");
    const actions = await screen.findByRole("group", { name: "Actions for Rosie's Bakery" });
    await user.click(within(actions).getByRole("button", { name: "Change dates" }));
    const dialog = await screen.findByRole("dialog", { name: "Change dates" });
    const ends = within(dialog).getByLabelText("Ends");
    await user.clear(ends);
    await user.type(ends, "2027-01-05T09:00");
    await user.click(within(dialog).getByRole("button", { name: "Save dates" }));
    expect(await within(dialog).findByText("The end must be after the start.")).toBeTruthy();
    expect(sentRequests(fetchMock).some((r) => r.method === "PUT")).toBe(false);

    await user.clear(ends);
    await user.type(ends, "2027-02-01T09:00");
    await user.click(within(dialog).getByRole("button", { name: "Save dates" }));
    await waitFor(() => expect(sentRequests(fetchMock).find((r) => r.method === "PUT")).toBeTruthy());
    const put = sentRequests(fetchMock).find((r) => r.method === "PUT")!;
    expect(put.path).toBe(`/api/vendor/feature-ads/${scheduled._id}`);
    expect(put.body).toEqual({
      startsAt: new Date(scheduled.startsAt).toISOString(),
      endsAt: new Date(2027, 1, 1, 9, 0).toISOString(),
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("explains featuring when there are no ads yet", async () => {
    signIn();
    adsApi([]);
    renderApp("/featureads");
    expect(await screen.findByText("You have no feature ads yet")).toBeTruthy();
    expect(screen.getByText(/home page's Featured block and at the top of its subcategory/)).toBeTruthy();
    const main = screen.getByRole("main");
    expect(within(main).getAllByRole("link", { name: "Feature a listing" }).length).toBeGreaterThan(0);
  });

  it("shows a failed load with Retry", async () => {
    signIn();
    mockApi(() => failure(500, "Something went wrong."));
    renderApp("/featureads");
    expect(await screen.findByText("Your feature ads could not be loaded")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("asks for a sign-in without a token", async () => {
    mockApi(() => ok([]));
    renderApp("/featureads");
    expect(await screen.findByRole("dialog", { name: "Sign in" })).toBeTruthy();
  });
});
