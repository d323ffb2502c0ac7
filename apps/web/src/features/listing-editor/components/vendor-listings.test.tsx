import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failure, mockApi, ok, sentRequests } from "@mp/ui/test/api-mock.ts";
import { renderApp } from "../../../test/render";
import { signIn } from "../../../test/session";
import { makeRow, makeVendorListing } from "../testing/fixtures";

const draft = makeRow({ name: "Rosie's Bakery", status: "draft", views: 1234, contactClicks: 56, imageCount: 3 });
const live = makeRow({ name: "Corner Café", status: "published", kind: "product", subcategoryName: "Coffee" });

function listingsApi(rows = [draft, live], hasMore = false) {
  return mockApi((url, request) => {
    if (url.pathname === "/api/vendor/listings") {
      const page = Number(url.searchParams.get("page"));
      return { body: { result: 1, result_value: rows, meta: { hasMore, currentPage: page } } };
    }
    const match = /^\/api\/vendor\/listings\/([^/]+)(?:\/(publish|unpublish))?$/.exec(url.pathname);
    if (match) {
      const [, id, action] = match;
      if (request.method === "DELETE") return ok({ _id: id });
      return ok(makeVendorListing({ _id: id!, status: action === "publish" ? "published" : "draft" }));
    }
    return failure(404, "Not found.");
  });
}

describe("View Business", () => {
  it("lists the vendor's listings with status, numbers and quick actions", async () => {
    signIn();
    const fetchMock = listingsApi();
    renderApp("/vendorproducts");
    expect(await screen.findByRole("heading", { level: 1, name: "View Business" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Your listings" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);

    const first = rows[0]!;
    expect(within(first).getByRole("link", { name: "Rosie's Bakery" }).getAttribute("href")).toBe(
      `/productpreview/${draft._id}`,
    );
    expect(within(first).getByText("Draft")).toBeTruthy();
    expect(within(first).getByText("Business · Bakeries")).toBeTruthy();
    expect(within(first).getByText("1,234")).toBeTruthy();
    expect(within(first).getByText("56")).toBeTruthy();
    expect(within(first).getByText("Nov 1, 2026")).toBeTruthy();
    const actions = within(first).getByRole("group", { name: "Actions for Rosie's Bakery" });
    expect(
      within(actions)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Edit", `/editproductvendor/${draft._id}`],
      ["Preview", `/productpreview/${draft._id}`],
      ["Gallery", `/addgalleryimg/${draft._id}`],
      ["Custom fields", `/addfields/${draft._id}`],
    ]);
    expect(within(actions).getByRole("button", { name: "Publish" })).toBeTruthy();

    const second = within(rows[1]!).getByRole("group", { name: "Actions for Corner Café" });
    expect(within(second).getByRole("button", { name: "Unpublish" })).toBeTruthy();
    expect(within(second).getByRole("link", { name: "View public page" }).getAttribute("href")).toBe(
      `/productdetail/${live._id}`,
    );
    expect(screen.getByText("Published")).toBeTruthy();
    expect(sentRequests(fetchMock)[0]?.path).toBe("/api/vendor/listings?page=1&limit=20");
    expect(sentRequests(fetchMock)[0]?.headers.get("Authorization")).toMatch(/^Bearer /);
  });

  it("publishes and unpublishes a listing", async () => {
    signIn();
    const fetchMock = listingsApi();
    const { user } = renderApp("/vendorproducts");
    const list = await screen.findByRole("list", { name: "Your listings" });
    await user.click(within(list).getByRole("button", { name: "Publish" }));
    await user.click(within(list).getByRole("button", { name: "Unpublish" }));
    await waitFor(() =>
      expect(
        sentRequests(fetchMock)
          .filter((r) => r.method === "POST")
          .map((r) => r.path),
      ).toEqual([`/api/vendor/listings/${draft._id}/publish`, `/api/vendor/listings/${live._id}/unpublish`]),
    );
  });

  it("shows the server's refusal to publish", async () => {
    signIn();
    mockApi((url) =>
      url.pathname.endsWith("/publish")
        ? failure(400, "Add a cover image before publishing.")
        : { body: { result: 1, result_value: [draft], meta: { hasMore: false, currentPage: 1 } } },
    );
    const { user } = renderApp("/vendorproducts");
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Add a cover image before publishing.")).toBeTruthy();
  });

  it("deletes a listing only after the confirmation", async () => {
    signIn();
    const fetchMock = listingsApi();
    const { user } = renderApp("/vendorproducts");
    const list = await screen.findByRole("list", { name: "Your listings" });
    const actions = within(list).getByRole("group", { name: "Actions for Rosie's Bakery" });
    await user.click(within(actions).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this listing?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sentRequests(fetchMock).some((r) => r.method === "DELETE")).toBe(false);

    await user.click(within(actions).getByRole("button", { name: "Delete" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Delete this listing?" })).getByRole("button", {
        name: "Delete listing",
      }),
    );
    await waitFor(() =>
      expect(sentRequests(fetchMock).find((r) => r.method === "DELETE")?.path).toBe(
        `/api/vendor/listings/${draft._id}`,
      ),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("has an empty state that starts a free listing", async () => {
    signIn();
    listingsApi([]);
    renderApp("/vendorproducts");
    expect(await screen.findByText("You have no listings yet")).toBeTruthy();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "List your business free" }).getAttribute("href")).toBe(
      "/userproducts",
    );
  });

  it("pages through the listings", async () => {
    signIn();
    const fetchMock = listingsApi([draft], true);
    const { user, router } = renderApp("/vendorproducts");
    await screen.findByRole("list", { name: "Your listings" });
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
    await waitFor(() =>
      expect(sentRequests(fetchMock).some((r) => r.path === "/api/vendor/listings?page=2&limit=20")).toBe(true),
    );
  });

  it("asks for a sign-in without a token", async () => {
    mockApi(() => ok([]));
    renderApp("/vendorproducts");
    expect(await screen.findByRole("dialog", { name: "Sign in" })).toBeTruthy();
    expect(screen.getByText("Sign in to see this page")).toBeTruthy();
  });
});
