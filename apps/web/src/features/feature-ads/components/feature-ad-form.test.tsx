import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failure, mockApi, ok, sentRequests, type Reply } from "@mp/ui/test/api-mock.ts";
import { renderApp } from "../../../test/render";
import { signIn } from "../../../test/session";
import { makeFeatureAd, makeOwnListing } from "../testing/fixtures";

const bakery = makeOwnListing({ name: "Rosie's Bakery", subcategoryName: "Bakeries", coverImage: "/media/b/320.webp" });
const cafe = makeOwnListing({ name: "Corner Café", subcategoryName: "Coffee" });
const draft = makeOwnListing({ name: "Secret Garden", status: "draft" });

function formApi(
  listings = [bakery, cafe, draft],
  onCreate: () => Reply = () => ({ status: 201, ...ok(makeFeatureAd()) }),
) {
  return mockApi((url, request) => {
    if (url.pathname === "/api/vendor/listings") {
      return { body: { result: 1, result_value: listings, meta: { hasMore: false, currentPage: 1 } } };
    }
    if (url.pathname === "/api/vendor/feature-ads" && request.method === "POST") return onCreate();
    if (url.pathname === "/api/vendor/feature-ads") {
      return { body: { result: 1, result_value: [], meta: { hasMore: false, currentPage: 1 } } };
    }
    return failure(404, "Not found.");
  });
}

const DAY = 24 * 60 * 60 * 1000;

describe("/addfeatureads", () => {
  it("offers only published listings, preselects ?listingId= and says where it will appear", async () => {
    signIn();
    const fetchMock = formApi();
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
    expect(sentRequests(fetchMock)[0]?.path).toBe("/api/vendor/listings?page=1&limit=100");
  });

  it("features the chosen listing from today for the chosen number of days", async () => {
    signIn();
    const fetchMock = formApi();
    const { user, router } = renderApp("/addfeatureads");
    const group = await screen.findByRole("group", { name: "Listing to feature" });
    await user.click(screen.getByRole("button", { name: "Feature this listing" }));
    expect(await screen.findByText("Choose one of your listings.")).toBeTruthy();
    expect(sentRequests(fetchMock).some((r) => r.method === "POST")).toBe(false);

    await user.click(within(group).getByRole("radio", { name: /Rosie's Bakery/ }));
    await user.selectOptions(screen.getByLabelText("Run for"), "30");
    const before = Date.now();
    await user.click(screen.getByRole("button", { name: "Feature this listing" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/featureads"));
    const post = sentRequests(fetchMock).find((r) => r.method === "POST")!;
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
    expect(screen.getByRole("button", { name: "Feature this listing" })).toBeTruthy();
  });

  it("puts the server's field message under its field", async () => {
    signIn();
    formApi([bakery], () =>
      failure(400, "Publish the listing before featuring it.", {
        errors: { listingId: ["Publish the listing before featuring it."] },
      }),
    );
    const { user } = renderApp("/addfeatureads");
    await screen.findByRole("group", { name: "Listing to feature" });
    await user.click(screen.getByRole("button", { name: "Feature this listing" }));
    expect(await screen.findByText("Publish the listing before featuring it.")).toBeTruthy();
  });

  it("refuses a start in the past", async () => {
    signIn();
    const fetchMock = formApi([bakery]);
    const { user } = renderApp("/addfeatureads");
    const start = await screen.findByLabelText("Start date");
    await user.clear(start);
    await user.type(start, "2020-01-01");
    await user.click(screen.getByRole("button", { name: "Feature this listing" }));
    expect(await screen.findByText("Start today or later.")).toBeTruthy();
    expect(sentRequests(fetchMock).some((r) => r.method === "POST")).toBe(false);
  });

  it("says so when no listing is published, with the way to View Business", async () => {
    signIn();
    formApi([draft]);
    renderApp(`/addfeatureads?listingId=${draft._id}`);
    expect(await screen.findByText("You have no published listings")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to View Business" }).getAttribute("href")).toBe("/vendorproducts");
  });
});
