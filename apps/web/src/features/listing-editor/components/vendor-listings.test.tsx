import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { expectModal, toastKind } from "../../../test/dom";
import { renderApp } from "../../../test/render";
import { serveSaveCounts, visibleSaveCounts } from "../../../test/save-counts";
import { page, server } from "../../../test/server";
import { signIn } from "../../../test/session";
import { makeRow, makeVendorListing } from "../testing/fixtures";

const draft = makeRow({ name: "Rosie's Bakery", status: "draft", views: 1234, contactClicks: 56, imageCount: 3 });
const live = makeRow({ name: "Corner Café", status: "published", kind: "product", subcategoryName: "Coffee" });

function listingsApi(rows = [draft, live], hasMore = false) {
  server.use(
    http.get("/api/vendor/listings", ({ request }) =>
      page(rows, { hasMore, currentPage: Number(new URL(request.url).searchParams.get("page")) }),
    ),
    http.post("/api/vendor/listings/:id/publish", ({ params }) =>
      ok(makeVendorListing({ _id: String(params.id), status: "published" })),
    ),
    http.post("/api/vendor/listings/:id/unpublish", ({ params }) =>
      ok(makeVendorListing({ _id: String(params.id), status: "draft" })),
    ),
    http.delete("/api/vendor/listings/:id", ({ params }) => ok({ _id: params.id })),
  );
  return recordRequests(server);
}

/** A row's status and kind as its meta line shows them, and its numbers by label. */
function rowSummary(row: HTMLElement) {
  const meta = [...row.querySelectorAll(".vendor-listing__meta > *")].map((part) => part.textContent);
  const terms = [...row.querySelectorAll("dt")];
  const stats = Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
  return { meta, stats };
}

describe("View Business", () => {
  it("lists the vendor's listings with status, numbers and quick actions", async () => {
    signIn();
    const sent = listingsApi();
    renderApp("/vendorproducts");
    await screen.findByRole("heading", { level: 1, name: "View Business" });
    const list = await screen.findByRole("list", { name: "Your listings" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);

    const first = rows[0]!;
    expect(within(first).getByRole("link", { name: "Rosie's Bakery" }).getAttribute("href")).toBe(
      `/productpreview/${draft._id}`,
    );
    expect(within(first).getByRole("link", { name: "Funnel of Rosie's Bakery" }).getAttribute("href")).toBe(
      `/listingfunnel/${draft._id}`,
    );
    expect(rowSummary(first)).toEqual({
      meta: ["Draft", "Business · Bakeries"],
      stats: { Views: "1,234", "Contact clicks": "56", Images: "3", Updated: "Nov 1, 2026" },
    });
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
    expect(
      within(actions)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Publish", "Delete"]);

    const second = within(rows[1]!).getByRole("group", { name: "Actions for Corner Café" });
    expect(
      within(second)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Unpublish", "Delete"]);
    expect(within(second).getByRole("link", { name: "View public page" }).getAttribute("href")).toBe(
      `/productdetail/${live._id}`,
    );
    expect(rowSummary(rows[1]!).meta).toEqual(["Published", "Product · Coffee"]);
    // The header polls the unread messages count too: the page's own call is the first to /api/vendor.
    const vendorCall = sent.find((request) => request.path.startsWith("/api/vendor/"));
    expect(vendorCall?.path).toBe("/api/vendor/listings?page=1&limit=20");
    expect(vendorCall?.headers.get("Authorization")).toMatch(/^Bearer /);
  });

  it("shows the owner how many people saved each listing, asked once for the page", async () => {
    signIn();
    listingsApi();
    const asked = serveSaveCounts({ [draft._id]: 1, [live._id]: 3 });
    renderApp("/vendorproducts");
    const list = await screen.findByRole("list", { name: "Your listings" });
    const rows = within(list).getAllByRole("listitem");
    await waitFor(() => expect(rows.map(visibleSaveCounts)).toEqual([["1 save"], ["3 saves"]]));
    expect(within(rows[1]!).getByTitle("Saved by 3 people").textContent).toContain("Saved by 3");
    expect(asked).toEqual([{ type: "listing", ids: [draft._id, live._id] }]);
  });

  it("publishes and unpublishes a listing", async () => {
    signIn();
    const sent = listingsApi();
    const { user } = renderApp("/vendorproducts");
    const list = await screen.findByRole("list", { name: "Your listings" });
    await user.click(within(list).getByRole("button", { name: "Publish" }));
    await user.click(within(list).getByRole("button", { name: "Unpublish" }));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
        `/api/vendor/listings/${draft._id}/publish`,
        `/api/vendor/listings/${live._id}/unpublish`,
      ]),
    );
  });

  it("shows the server's refusal to publish", async () => {
    signIn();
    server.use(
      http.get("/api/vendor/listings", () => page([draft])),
      http.post("/api/vendor/listings/:id/publish", () => failure(400, "Add a cover image before publishing.")),
    );
    const { user } = renderApp("/vendorproducts");
    await user.click(await screen.findByRole("button", { name: "Publish" }));
    expect(await toastKind("Add a cover image before publishing.")).toBe("error");
    const [row] = within(screen.getByRole("list", { name: "Your listings" })).getAllByRole("listitem");
    expect(rowSummary(row!).meta[0]).toBe("Draft");
  });

  it("deletes a listing only after the confirmation", async () => {
    signIn();
    const sent = listingsApi();
    const { user } = renderApp("/vendorproducts");
    const list = await screen.findByRole("list", { name: "Your listings" });
    const actions = within(list).getByRole("group", { name: "Actions for Rosie's Bakery" });
    await user.click(within(actions).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this listing?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sent.some((r) => r.method === "DELETE")).toBe(false);

    await user.click(within(actions).getByRole("button", { name: "Delete" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Delete this listing?" })).getByRole("button", {
        name: "Delete listing",
      }),
    );
    await waitFor(() =>
      expect(sent.find((r) => r.method === "DELETE")?.path).toBe(`/api/vendor/listings/${draft._id}`),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("has an empty state that starts a free listing", async () => {
    signIn();
    listingsApi([]);
    renderApp("/vendorproducts");
    expect((await screen.findByText("You have no listings yet")).closest("[role=status]")).not.toBeNull();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "List your business free" }).getAttribute("href")).toBe(
      "/userproducts",
    );
  });

  it("pages through the listings", async () => {
    signIn();
    const sent = listingsApi([draft], true);
    const { user, router } = renderApp("/vendorproducts");
    await screen.findByRole("list", { name: "Your listings" });
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
    await waitFor(() => expect(sent.some((r) => r.path === "/api/vendor/listings?page=2&limit=20")).toBe(true));
  });

  it("asks for a sign-in without a token", async () => {
    const sent = recordRequests(server);
    renderApp("/vendorproducts");
    await expectModal("Sign in");
    expect(screen.getByText("Sign in to see this page").closest("[role=status]")).not.toBeNull();
    expect(sent.some((r) => r.path.startsWith("/api/vendor/"))).toBe(false);
  });
});
