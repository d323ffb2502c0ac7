import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { renderWithAuth, renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import { makeSavedSearch } from "../testing/fixtures";
import { SavedSearchList } from "./saved-search-list";

const USER = "60000000-0000-4000-8000-000000000009";
const CATEGORY = "60000000-0000-4000-8000-000000000002";
const bread = makeSavedSearch({
  params: { q: "bread", categoryId: CATEGORY },
  lastMailedAt: "2026-11-24T07:01:00.000Z",
});
const jobs = makeSavedSearch({
  _id: "60000000-0000-4000-8000-0000000000a2",
  kind: "jobs",
  name: "Remote bookkeeping",
  path: "/findjob",
  params: { q: "bookkeeping", jobType: "contract", minBudget: "250", remote: "true" },
  frequency: "instant",
  createdAt: "2026-11-21T09:00:00.000Z",
});

function withSearches(list: unknown[]) {
  server.use(
    http.get("/api/saved-searches", () => ok(list)),
    http.get("/api/category", () => ok([{ _id: CATEGORY, categoryName: "Food & Drink", icon: "/art/x.svg" }])),
  );
}

describe("SavedSearchList", () => {
  it("lists each search with what it matches, its frequency and a Run link to its page", async () => {
    withSearches([jobs, bread]);
    renderWithRouter(<SavedSearchList userId={USER} />);
    const items = await screen.findAllByRole("listitem");
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole("heading").textContent).toBe("Remote bookkeeping");
    expect(items[0]!.querySelector(".saved-searches__summary")?.textContent).toBe(
      "Jobs matching “bookkeeping” · contract · from $250 · remote only",
    );
    expect((first.getByLabelText("Alerts") as HTMLSelectElement).value).toBe("instant");
    expect(first.getByRole("link", { name: "Run" }).getAttribute("href")).toBe(
      "/findjob?q=bookkeeping&jobType=contract&minBudget=250&remote=true",
    );
    const second = within(items[1]!);
    await waitFor(() =>
      expect(items[1]!.querySelector(".saved-searches__summary")?.textContent).toBe(
        "Listings matching “bread” in Food & Drink",
      ),
    );
    expect(second.getByRole("link", { name: "Run" }).getAttribute("href")).toBe(
      `/search?q=bread&categoryId=${CATEGORY}`,
    );
  });

  it("changes the frequency inline", async () => {
    withSearches([bread]);
    const sent = recordRequests(server);
    server.use(http.patch(`/api/saved-searches/${bread._id}`, () => ok({ ...bread, frequency: "instant" })));
    const view = renderWithAuth(<SavedSearchList userId={USER} />);
    await view.user.selectOptions(await screen.findByLabelText("Alerts"), "Instantly");
    await waitFor(() =>
      expect(sent.find((request) => request.method === "PATCH")?.body).toEqual({ frequency: "instant" }),
    );
    expect(sent.find((request) => request.method === "PATCH")?.path).toBe(`/api/saved-searches/${bread._id}`);
  });

  it("deletes after a confirmation, and not before", async () => {
    let list = [bread];
    server.use(
      http.get("/api/saved-searches", () => ok(list)),
      http.delete(`/api/saved-searches/${bread._id}`, () => {
        list = [];
        return ok({ _id: bread._id });
      }),
    );
    const sent = recordRequests(server);
    const view = renderWithAuth(<SavedSearchList userId={USER} />);
    await view.user.click(await screen.findByRole("button", { name: "Delete “Bread”" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete “Bread”?" });
    await view.user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sent.some((request) => request.method === "DELETE")).toBe(false);
    await view.user.click(screen.getByRole("button", { name: "Delete “Bread”" }));
    await view.user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await screen.findByRole("heading", { name: "No saved searches yet" });
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
    expect(sent.filter((request) => request.method === "DELETE")).toHaveLength(1);
  });

  it("says so when there are none, and offers a retry when the list fails", async () => {
    withSearches([]);
    const view = renderWithRouter(<SavedSearchList userId={USER} />);
    const empty = (await screen.findByRole("heading", { name: "No saved searches yet" })).parentElement as HTMLElement;
    expect(within(empty).getByRole("link", { name: "Start browsing" }).getAttribute("href")).toBe("/");
    view.unmount();
    server.use(http.get("/api/saved-searches", () => failure(500, "Something went wrong.")));
    renderWithRouter(<SavedSearchList userId={USER} />);
    const alert = (await screen.findByText("Your saved searches could not be loaded.")).closest(
      "[role=alert]",
    ) as HTMLElement;
    expect(alert.textContent).toContain("Something went wrong.");
    expect(within(alert).getByRole("button").textContent).toBe("Retry");
  });
});
