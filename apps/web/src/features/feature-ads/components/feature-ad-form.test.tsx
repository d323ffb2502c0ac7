import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { descriptionOf } from "../../../test/dom";
import { renderApp } from "../../../test/render";
import { page, server } from "../../../test/server";
import { signIn } from "../../../test/session";
import { makeFeatureAd, makeOwnListing } from "../testing/fixtures";

const bakery = makeOwnListing({ name: "Rosie's Bakery", subcategoryName: "Bakeries", coverImage: "/media/b/320.webp" });
const cafe = makeOwnListing({ name: "Corner Café", subcategoryName: "Coffee" });
const draft = makeOwnListing({ name: "Secret Garden", status: "draft" });

function formApi(
  listings = [bakery, cafe, draft],
  onCreate: () => Response = () => ok(makeFeatureAd(), { status: 201 }),
) {
  server.use(
    http.get("/api/vendor/listings", () => page(listings)),
    http.post("/api/vendor/feature-ads", onCreate),
    http.get("/api/vendor/feature-ads", () => page([])),
  );
  return recordRequests(server);
}

const DAY = 24 * 60 * 60 * 1000;

describe("/addfeatureads", () => {
  it("offers only published listings, preselects ?listingId= and says where it will appear", async () => {
    signIn();
    const sent = formApi();
    renderApp(`/addfeatureads?listingId=${cafe._id}`);
    const group = await screen.findByRole("group", { name: "Listing to feature" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.querySelector("strong")?.textContent)).toEqual([
      "Rosie's Bakery",
      "Corner Café",
    ]);
    expect((within(group).getByRole("radio", { name: /Corner Café/ }) as HTMLInputElement).checked).toBe(true);
    const where = screen.getByRole("region", { name: "Where it will appear" });
    expect(
      within(where)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "In the Featured block of the home page, taking turns fairly with other featured listings.",
      "At the top of Coffee, above the other listings.",
      "With a Featured mark on its card wherever listings are shown.",
    ]);
    // The header polls the unread messages count too: the page's own call is the first to /api/vendor.
    const vendorCall = sent.find((request) => request.path.startsWith("/api/vendor/"));
    expect(vendorCall?.path).toBe("/api/vendor/listings?page=1&limit=100");
  });

  it("features the chosen listing from today for the chosen number of days", async () => {
    signIn();
    const sent = formApi();
    const { user, router } = renderApp("/addfeatureads");
    const group = await screen.findByRole("group", { name: "Listing to feature" });
    await user.click(screen.getByRole("button", { name: "Feature this listing" }));
    await waitFor(() => expect(descriptionOf(group)).toContain("Choose one of your listings."));
    expect(sent.some((r) => r.method === "POST")).toBe(false);

    await user.click(within(group).getByRole("radio", { name: /Rosie's Bakery/ }));
    await user.selectOptions(screen.getByLabelText("Run for"), "30");
    const before = Date.now();
    await user.click(screen.getByRole("button", { name: "Feature this listing" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/featureads"));
    const post = sent.find((r) => r.method === "POST")!;
    const body = post.body as { listingId: string; startsAt: string; endsAt: string };
    expect(body.listingId).toBe(bakery._id);
    const startsAt = Date.parse(body.startsAt);
    expect(startsAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.endsAt) - startsAt).toBe(30 * DAY);
  });

  it("shows the plan limit's refusal (409) and keeps the form", async () => {
    signIn();
    formApi([bakery], () => failure(409, "Your plan allows 1 feature ad. Upgrade to add more."));
    const { user } = renderApp("/addfeatureads");
    // The only published listing is chosen already.
    await screen.findByRole("group", { name: "Listing to feature" });
    await user.click(screen.getByRole("button", { name: "Feature this listing" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your plan allows 1 feature ad. Upgrade to add more.");
    expect(within(alert).getByRole("link", { name: "See your feature ads" }).getAttribute("href")).toBe("/featureads");
    expect(screen.getByRole("button", { name: "Feature this listing" })).toHaveProperty("disabled", false);
    expect(
      (within(screen.getByRole("group", { name: "Listing to feature" })).getByRole("radio") as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it("puts the server's field message under its field", async () => {
    signIn();
    formApi([bakery], () =>
      failure(400, "Publish the listing before featuring it.", {
        errors: { listingId: ["Publish the listing before featuring it."] },
      }),
    );
    const { user } = renderApp("/addfeatureads");
    const group = await screen.findByRole("group", { name: "Listing to feature" });
    await user.click(screen.getByRole("button", { name: "Feature this listing" }));
    await waitFor(() => expect(descriptionOf(group)).toContain("Publish the listing before featuring it."));
  });

  it("refuses a start in the past", async () => {
    signIn();
    const sent = formApi([bakery]);
    const { user } = renderApp("/addfeatureads");
    const start = await screen.findByLabelText("Start date");
    await user.clear(start);
    await user.type(start, "2020-01-01");
    await user.click(screen.getByRole("button", { name: "Feature this listing" }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText("Start date"))).toContain("Start today or later."));
    expect(screen.getByLabelText("Start date").getAttribute("aria-invalid")).toBe("true");
    expect(sent.some((r) => r.method === "POST")).toBe(false);
  });

  it("says so when no listing is published, with the way to View Business", async () => {
    signIn();
    formApi([draft]);
    renderApp(`/addfeatureads?listingId=${draft._id}`);
    expect((await screen.findByText("You have no published listings")).closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("group", { name: "Listing to feature" })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to View Business" }).getAttribute("href")).toBe("/vendorproducts");
  });
});
