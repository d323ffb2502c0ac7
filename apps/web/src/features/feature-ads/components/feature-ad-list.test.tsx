import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { descriptionOf, expectModal } from "../../../test/dom";
import { renderApp } from "../../../test/render";
import { page, server } from "../../../test/server";
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
  server.use(
    http.get("/api/vendor/feature-ads", () => page(rows)),
    http.delete("/api/vendor/feature-ads/:id", ({ params }) => ok({ _id: params.id, outcome: "ended" })),
    http.put("/api/vendor/feature-ads/:id", async ({ request }) => {
      const body = (await request.json()) as { startsAt: string; endsAt: string };
      return ok({ ...scheduled, ...body });
    }),
  );
  return recordRequests(server);
}

/** The labels of the buttons in a row's group of actions. */
const actionsOf = (row: HTMLElement) =>
  within(within(row).getByRole("group"))
    .queryAllByRole("button")
    .map((button) => button.textContent);
/** Where a row's "Funnel" link goes, if it has one. */
const funnelOf = (row: HTMLElement) =>
  within(row).queryByRole("link", { name: "Funnel" })?.getAttribute("href") ?? null;

describe("/featureads", () => {
  it("lists the vendor's feature ads with their listing, period, status and actions", async () => {
    signIn();
    const sent = adsApi();
    renderApp("/featureads");
    await screen.findByRole("heading", { level: 1, name: "Feature ads" });
    const list = await screen.findByRole("list", { name: "Your feature ads" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => within(row).getByRole("heading").textContent)).toEqual([
      "Corner Café",
      "Rosie's Bakery",
      "Old Mill",
    ]);
    expect(rows.map((row) => row.querySelector(".status-chip")?.textContent)).toEqual([
      "Running",
      "Scheduled",
      "Ended",
    ]);
    expect(rows[1]!.querySelector("img")?.getAttribute("src")).toBe("/media/r/320.webp");
    expect(rows[1]!.querySelector(".feature-ad__period")?.textContent).toMatch(/^Jan 10, 2027.* to Jan 24, 2027/);
    expect(within(rows[0]!).getByRole("group").getAttribute("aria-label")).toBe("Actions for Corner Café");
    expect(actionsOf(rows[0]!)).toEqual(["Change dates", "End now"]);
    expect(actionsOf(rows[1]!)).toEqual(["Change dates", "Cancel"]);
    // An ended ad has nothing left to change, only its numbers; a scheduled one has no numbers yet.
    expect(actionsOf(rows[2]!)).toEqual([]);
    expect(rows.map(funnelOf)).toEqual([`/featureadfunnel/${running._id}`, null, `/featureadfunnel/${ended._id}`]);
    expect(screen.getByRole("link", { name: "Feature a listing" }).getAttribute("href")).toBe("/addfeatureads");
    // The header polls the unread messages count too: the page's own call is the first to /api/vendor.
    const vendorCall = sent.find((request) => request.path.startsWith("/api/vendor/"));
    expect(vendorCall?.path).toBe("/api/vendor/feature-ads?page=1&limit=20");
    expect(vendorCall?.headers.get("Authorization")).toMatch(/^Bearer /);
  });

  it("ends a running ad only after the confirmation", async () => {
    signIn();
    const sent = adsApi();
    const { user } = renderApp("/featureads");
    const actions = await screen.findByRole("group", { name: "Actions for Corner Café" });
    await user.click(within(actions).getByRole("button", { name: "End now" }));
    const dialog = await screen.findByRole("dialog", { name: "End this feature ad now?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sent.some((r) => r.method === "DELETE")).toBe(false);

    await user.click(within(actions).getByRole("button", { name: "End now" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "End this feature ad now?" })).getByRole("button", {
        name: "End now",
      }),
    );
    await waitFor(() =>
      expect(sent.find((r) => r.method === "DELETE")?.path).toBe(`/api/vendor/feature-ads/${running._id}`),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("changes the dates of a scheduled ad, with the contract's checks first", async () => {
    signIn();
    const sent = adsApi();
    const { user } = renderApp("/featureads");
    const actions = await screen.findByRole("group", { name: "Actions for Rosie's Bakery" });
    await user.click(within(actions).getByRole("button", { name: "Change dates" }));
    const dialog = await screen.findByRole("dialog", { name: "Change dates" });
    const ends = within(dialog).getByLabelText("Ends");
    await user.clear(ends);
    await user.type(ends, "2027-01-05T09:00");
    await user.click(within(dialog).getByRole("button", { name: "Save dates" }));
    await waitFor(() =>
      expect(descriptionOf(within(dialog).getByLabelText("Ends"))).toContain("The end must be after the start."),
    );
    expect(sent.some((r) => r.method === "PUT")).toBe(false);

    await user.clear(ends);
    await user.type(ends, "2027-02-01T09:00");
    await user.click(within(dialog).getByRole("button", { name: "Save dates" }));
    await waitFor(() => expect(sent.filter((r) => r.method === "PUT")).toHaveLength(1));
    const put = sent.find((r) => r.method === "PUT")!;
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
    const empty = (await screen.findByText("You have no feature ads yet")).closest("[role=status]");
    expect(empty?.textContent).toMatch(/home page's Featured block and at the top of its subcategory/);
    const main = screen.getByRole("main");
    expect(within(main).getAllByRole("link", { name: "Feature a listing" }).length).toBeGreaterThan(0);
  });

  it("shows a failed load with Retry", async () => {
    signIn();
    server.use(http.get("/api/vendor/feature-ads", () => failure(500, "Something went wrong.")));
    renderApp("/featureads");
    const alert = (await screen.findByText("Your feature ads could not be loaded")).closest("[role=alert]");
    expect(alert?.textContent).toContain("Something went wrong.");
    expect(within(alert as HTMLElement).getByRole("button", { name: "Retry" })).toHaveProperty("disabled", false);
  });

  it("asks for a sign-in without a token", async () => {
    const sent = recordRequests(server);
    renderApp("/featureads");
    await expectModal("Sign in");
    expect(sent.some((r) => r.path.startsWith("/api/vendor/"))).toBe(false);
  });
});
