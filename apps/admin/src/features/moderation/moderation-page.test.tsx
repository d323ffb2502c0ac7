import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { reportMessages, type ReportedItem } from "@mp/contracts/report";
import { descriptionOf } from "@mp/ui/test/dom.ts";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { saveSession } from "../../lib/session-store";
import { renderApp } from "../../test/render";
import { server, serveAdminApi } from "../../test/server";
import { makeUser } from "../../test/users";

const token = "admin-token";
const admin = makeUser({ name: "Grace Hopper", additionalusertype: "Admin" });
const LISTING = "70000000-0000-4000-8000-000000000001";

const openItem: ReportedItem = {
  targetType: "listing",
  targetId: LISTING,
  title: "Quillfeather Bindery",
  owner: { _id: "70000000-0000-4000-8000-000000000002", name: "Ada Vendor", email: "ada@example.org" },
  path: `/productdetail/${LISTING}`,
  hiddenAt: null,
  hiddenNote: null,
  reportCount: 3,
  reasons: [
    { reason: "scam", count: 2 },
    { reason: "spam", count: 1 },
  ],
  latestNote: "Asks for payment by gift card.",
  latestAt: "2026-11-24T10:00:00.000Z",
  resolutionNote: null,
  resolvedAt: null,
};
const hiddenItem: ReportedItem = {
  ...openItem,
  hiddenAt: "2026-11-24T11:00:00.000Z",
  hiddenNote: "Sells counterfeit stamps.",
  resolutionNote: "Sells counterfeit stamps.",
  resolvedAt: "2026-11-24T11:00:00.000Z",
};

const page = (items: ReportedItem[]) =>
  HttpResponse.json({ result: 1, result_value: items, meta: { hasMore: false, currentPage: 1, total: items.length } });

beforeEach(() => {
  saveSession({ token, userId: admin._id });
  serveAdminApi({ token, me: admin });
  server.use(
    http.get("/api/admin/reports", ({ request }) => {
      const status = new URL(request.url).searchParams.get("status");
      return page(status === "open" ? [openItem] : status === "hidden" ? [hiddenItem] : []);
    }),
  );
});

describe("the moderation page", () => {
  it("lists open items with their reports, reasons, owner and a link to the public page", async () => {
    renderApp("/moderation");
    const card = await screen.findByRole("article", { name: "Listing: Quillfeather Bindery" });
    expect(
      within(card)
        .getByRole("link", { name: /Quillfeather Bindery/ })
        .getAttribute("href"),
    ).toMatch(new RegExp(`/productdetail/${LISTING}$`));
    expect(
      within(within(card).getByRole("list", { name: "Reasons" }))
        .getAllByRole("listitem")
        .map((reason) => reason.textContent),
    ).toEqual(["Scam or fraud × 2", "Spam or advertising"]);
    expect(card.textContent).toContain("ada@example.org");
    expect(card.textContent).toContain("Asks for payment by gift card.");
    expect(screen.getByRole("tab", { name: "Open" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("link", { name: /Moderation/ }).getAttribute("aria-current")).toBe("page");
  });

  it("requires a note to hide, then hides with it and reads the queue again", async () => {
    server.use(http.post("/api/admin/reports/hide", () => ok({ message: reportMessages.hidden, resolved: 3 })));
    const sent = recordRequests(server);
    const view = renderApp("/moderation");
    const card = await screen.findByRole("article", { name: "Listing: Quillfeather Bindery" });
    await view.user.click(within(card).getByRole("button", { name: "Hide" }));
    const dialog = await screen.findByRole("dialog", { name: /Hide the listing "Quillfeather Bindery"/ });
    await view.user.click(within(dialog).getByRole("button", { name: "Hide" }));
    await waitFor(() =>
      expect(descriptionOf(within(dialog).getByLabelText("Note to the owner (why)"))).toContain(
        reportMessages.noteRequired,
      ),
    );
    expect(sent.some((request) => request.method === "POST")).toBe(false);

    await view.user.type(within(dialog).getByLabelText("Note to the owner (why)"), "Sells counterfeit stamps.");
    const listReads = () =>
      sent.filter((request) => request.method === "GET" && request.path.startsWith("/api/admin/reports")).length;
    const readsBefore = listReads();
    await view.user.click(within(dialog).getByRole("button", { name: "Hide" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent.find((request) => request.method === "POST")?.body).toEqual({
      targetType: "listing",
      targetId: LISTING,
      note: "Sells counterfeit stamps.",
    });
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
  });

  it("shows the hidden tab with the note and a Restore that keeps a refusal in the dialog", async () => {
    server.use(http.post("/api/admin/reports/restore", () => failure(409, reportMessages.notHidden)));
    const view = renderApp("/moderation");
    await screen.findByRole("article", { name: "Listing: Quillfeather Bindery" });
    await view.user.click(screen.getByRole("tab", { name: "Hidden" }));
    const card = await screen.findByText("Hidden: Sells counterfeit stamps.");
    const article = card.closest("article")!;
    expect(within(article).queryByRole("button", { name: "Hide" })).toBeNull();
    // Hidden content has no public page to open.
    expect(within(article).queryByRole("link", { name: /Quillfeather/ })).toBeNull();
    await view.user.click(within(article).getByRole("button", { name: "Restore" }));
    const dialog = await screen.findByRole("dialog", { name: /Restore the listing/ });
    await view.user.click(within(dialog).getByRole("button", { name: "Restore" }));
    expect((await within(dialog).findByRole("alert")).textContent).toContain(reportMessages.notHidden);
  });

  it("shows a reported message's text, subject and sender, with Hide (a note), Dismiss and the sender's account", async () => {
    const messageItem: ReportedItem = {
      ...openItem,
      targetType: "message",
      targetId: "70000000-0000-4000-8000-000000000003",
      title: "Corner Bakery: “Pay me by gift card first.”",
      path: null,
    };
    server.use(http.get("/api/admin/reports", () => page([messageItem])));
    server.use(http.post("/api/admin/reports/hide", () => ok({ message: reportMessages.hidden, resolved: 1 })));
    const sent = recordRequests(server);
    const view = renderApp("/moderation");
    const card = await screen.findByRole("article", { name: "Message: Corner Bakery: “Pay me by gift card first.”" });
    expect(card.querySelector(".reported-item__owner")?.textContent).toBe(`By Ada Vendor · ${openItem.owner!.email}`);
    expect(within(card).getByRole("button", { name: "Dismiss" }).hasAttribute("disabled")).toBe(false);
    expect(within(card).getByRole("link", { name: "The sender's account" }).getAttribute("href")).toBe(
      `/users/${openItem.owner!._id}`,
    );
    await view.user.click(within(card).getByRole("button", { name: "Hide" }));
    const dialog = await screen.findByRole("dialog", { name: /Hide the message "Corner Bakery/ });
    expect(dialog.textContent).toContain("This message was removed by a moderator.");
    await view.user.type(within(dialog).getByLabelText("Note to the owner (why)"), "Asks for gift cards.");
    await view.user.click(within(dialog).getByRole("button", { name: "Hide" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent.find((request) => request.method === "POST")?.body).toEqual({
      targetType: "message",
      targetId: messageItem.targetId,
      note: "Asks for gift cards.",
    });
  });

  it("offers Restore for a message a moderator hid", async () => {
    const hiddenMessage: ReportedItem = {
      ...openItem,
      targetType: "message",
      targetId: "70000000-0000-4000-8000-000000000004",
      title: "Corner Bakery: “Pay me by gift card first.”",
      path: null,
      hiddenAt: new Date().toISOString(),
      hiddenNote: "Asks for gift cards.",
      resolvedAt: new Date().toISOString(),
    };
    server.use(http.get("/api/admin/reports", () => page([hiddenMessage])));
    renderApp("/moderation?status=hidden");
    const card = await screen.findByRole("article", { name: /Message: Corner Bakery/ });
    expect(card.querySelector(".reported-item__hidden")?.textContent).toBe("Hidden: Asks for gift cards.");
    expect(within(card).queryByRole("button", { name: "Hide" })).toBeNull();
    expect(within(card).getByRole("button", { name: "Restore" }).hasAttribute("disabled")).toBe(false);
  });

  it("says when a tab is empty, and when the queue cannot load", async () => {
    const view = renderApp("/moderation?status=dismissed");
    const empty = (await screen.findByText("No dismissed reports yet.")).closest("[role=status]");
    expect(empty?.querySelector(".status-message__title")?.textContent).toBe("Dismissed: nothing here");
    view.unmount();
    server.use(http.get("/api/admin/reports", () => failure(500, "Something went wrong.")));
    renderApp("/moderation");
    const alert = (await screen.findByText("We couldn't load the reports.")).closest("[role=alert]") as HTMLElement;
    expect(alert.textContent).toContain("Something went wrong.");
    expect(within(alert).getByRole("button").textContent).toBe("Retry");
  });
});
