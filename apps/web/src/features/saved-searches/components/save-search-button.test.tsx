import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { descriptionOf, toastKind } from "../../../test/dom";
import { renderWithAuth, renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import { makeToken, makeUser, signIn } from "../../../test/session";
import { makeSavedSearch } from "../testing/fixtures";
import { SaveSearchButton } from "./save-search-button";

const SUB = "60000000-0000-4000-8000-000000000001";
const saved = makeSavedSearch({
  _id: "60000000-0000-4000-8000-0000000000aa",
  name: "Bread in Bakeries",
  path: "/products",
  params: { subcategoryId: SUB, name: "Bakeries", q: "bread", min: "5" },
  frequency: "instant",
  createdAt: "2026-11-25T09:00:00.000Z",
});
const button = <SaveSearchButton path="/products" kind="listings" defaultName="bread in Bakeries" />;
const pageUrl = `/products?subcategoryId=${SUB}&name=Bakeries&q=bread&min=5&sort=newest&page=3&view=map`;

describe("SaveSearchButton", () => {
  it("sends a visitor to sign in first", () => {
    renderWithRouter(button, { path: pageUrl });
    expect(screen.getByRole("link", { name: "Save search: sign in first" }).getAttribute("href")).toBe("/login");
  });

  it("saves the page's filters (not its page, view or sort) with the name and frequency chosen", async () => {
    signIn(makeUser(), makeToken());
    server.use(http.post("/api/saved-searches", () => ok(saved, { status: 201 })));
    const sent = recordRequests(server);
    const view = renderWithAuth(button, { path: pageUrl });
    await view.user.click(screen.getByRole("button", { name: "Save search" }));
    const dialog = await screen.findByRole("dialog", { name: "Save search" });
    const name = within(dialog).getByLabelText("Name");
    expect((name as HTMLInputElement).value).toBe("bread in Bakeries");
    expect((within(dialog).getByLabelText(/Daily/) as HTMLInputElement).checked).toBe(true);
    await view.user.clear(name);
    await view.user.type(name, "Bread in Bakeries");
    await view.user.click(within(dialog).getByLabelText(/Instantly/));
    await view.user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await toastKind("Search saved. We will mail you when something new matches it.")).toBe("success");
    expect(sent.find((request) => request.method === "POST")?.body).toEqual({
      kind: "listings",
      path: "/products",
      params: { subcategoryId: SUB, name: "Bakeries", q: "bread", min: "5" },
      name: "Bread in Bakeries",
      frequency: "instant",
    });
  });

  it("asks for a name before sending, and shows the server's refusal in the dialog", async () => {
    signIn(makeUser(), makeToken());
    const message = "You can keep 25 saved searches at most. Delete one to save another.";
    server.use(http.post("/api/saved-searches", () => failure(409, message)));
    const sent = recordRequests(server);
    const view = renderWithRouter(button, { path: pageUrl });
    await view.user.click(screen.getByRole("button", { name: "Save search" }));
    const dialog = await screen.findByRole("dialog", { name: "Save search" });
    await view.user.clear(within(dialog).getByLabelText("Name"));
    await view.user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(descriptionOf(within(dialog).getByLabelText("Name"))).toContain("Enter a name."));
    expect(sent.some((request) => request.method === "POST")).toBe(false);
    await view.user.type(within(dialog).getByLabelText("Name"), "Bread");
    await view.user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(message);
  });
});
