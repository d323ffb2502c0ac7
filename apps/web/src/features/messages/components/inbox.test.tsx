import type { Conversation, Message } from "@mp/contracts/message";
import { liveRole } from "@mp/ui/test/dom.ts";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { descriptionOf } from "../../../test/dom";
import { renderWithRouter } from "../../../test/render";
import { page, server } from "../../../test/server";
import { makeUser, signIn } from "../../../test/session";
import { AskQuestionButton } from "./ask-question-button";
import { ConversationList } from "./conversation-list";
import { Thread } from "./thread";

const VENDOR = "10000000-0000-4000-8000-000000000001";
const OTHER = "10000000-0000-4000-8000-000000000002";
const LISTING = "20000000-0000-4000-8000-000000000001";
const CONVERSATION = "30000000-0000-4000-8000-000000000001";
const now = () => new Date().toISOString();

function conversation(kind: "application" | "hire" | "listing", overrides: Partial<Conversation> = {}): Conversation {
  const titles = { application: "Shop window mural", hire: "Hire: direct request", listing: "Corner Bakery" };
  return {
    _id: CONVERSATION,
    otherParty: { _id: OTHER, name: "Pat Baker" },
    subject: {
      kind,
      title: titles[kind],
      applicationId: kind === "application" ? "50000000-0000-4000-8000-000000000001" : null,
      hireRequestId: kind === "hire" ? "50000000-0000-4000-8000-000000000002" : null,
      jobId: null,
      listingId: kind === "listing" ? LISTING : null,
      imageUrl: kind === "listing" ? "/art/bakery.svg" : null,
    },
    lastMessage: { body: "Is it gluten-free?", removed: false, createdAt: now(), isMine: false },
    unreadCount: 0,
    lastActivityAt: now(),
    createdAt: now(),
    blockedByMe: false,
    ...overrides,
  };
}

function message(body: string, isMine = false): Message {
  return {
    _id: `40000000-0000-4000-8000-${String(Math.floor(Math.random() * 1e12)).padStart(12, "0")}`,
    conversationId: CONVERSATION,
    senderId: isMine ? VENDOR : OTHER,
    isMine,
    body,
    removed: false,
    createdAt: now(),
    readAt: null,
  };
}

describe("the one inbox", () => {
  it("lists the three kinds together, each with its kind, subject, the listing's cover and unread badges", async () => {
    signIn();
    server.use(
      http.get("/api/conversations", () =>
        page([
          conversation("listing", { unreadCount: 3 }),
          conversation("application", { _id: "30000000-0000-4000-8000-000000000002", unreadCount: 1 }),
          conversation("hire", { _id: "30000000-0000-4000-8000-000000000003" }),
        ]),
      ),
    );
    renderWithRouter(<ConversationList page={1} onPageChange={() => {}} />);
    const nav = await screen.findByRole("navigation", { name: "Conversations" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.querySelector(".conversation-item__subject")?.textContent)).toEqual([
      "Listing Corner Bakery",
      "Application Shop window mural",
      "Hire request Hire: direct request",
    ]);
    expect(links.map((link) => link.querySelector(".conversation-item__unread")?.textContent ?? null)).toEqual([
      "3 unread",
      "1 unread",
      null,
    ]);
    expect(links[0]!.querySelector("img")?.getAttribute("src")).toBe("/art/bakery.svg");
    expect(links[1]!.querySelector("img")).toBeNull();
    expect(links[0]!.getAttribute("href")).toBe(`/messages/${CONVERSATION}`);
  });
});

describe("Ask a question", () => {
  const props = { listingId: LISTING, listingName: "Corner Bakery", vendorId: VENDOR, vendorName: "Vera Vendor" };

  it("sends the question from a dialog with a labelled box, then links to the conversation", async () => {
    signIn(makeUser({ _id: OTHER }));
    const sent = recordRequests(server);
    server.use(
      http.post(`/api/listings/${LISTING}/conversation`, () =>
        HttpResponse.json(
          {
            result: 1,
            result_value: { conversation: conversation("listing"), message: message("Open Sunday?", true) },
          },
          { status: 201 },
        ),
      ),
    );
    const { user } = renderWithRouter(<AskQuestionButton {...props} onSignInNeeded={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Ask a question" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask about Corner Bakery" });
    await user.click(within(dialog).getByRole("button", { name: "Send question" }));
    await waitFor(() =>
      expect(descriptionOf(within(dialog).getByLabelText("Your question"))).toContain("Write a message."),
    );
    expect(sent.filter((r) => r.method === "POST")).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Your question"), "Open Sunday?");
    await user.click(within(dialog).getByRole("button", { name: "Send question" }));
    const open = await within(dialog).findByRole("link", { name: "Open conversation" });
    expect(open.getAttribute("href")).toBe(`/messages/${CONVERSATION}`);
    expect(liveRole(within(dialog).getByText("Your question was sent to Vera Vendor."))).toBe("status");
    expect(sent.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([{ body: "Open Sunday?" }]);
  });

  it("shows the server's refusal in the dialog (a block)", async () => {
    signIn(makeUser({ _id: OTHER }));
    server.use(
      http.post(`/api/listings/${LISTING}/conversation`, () => failure(409, "You can't message this person.")),
    );
    const { user } = renderWithRouter(<AskQuestionButton {...props} onSignInNeeded={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Ask a question" }));
    await user.type(await screen.findByLabelText("Your question"), "Hello?");
    await user.click(screen.getByRole("button", { name: "Send question" }));
    expect(liveRole(await screen.findByText("You can't message this person."))).toBe("alert");
    expect(screen.queryByRole("link", { name: "Open conversation" })).toBeNull();
  });

  it("asks a visitor to sign in first, and shows the vendor nothing", async () => {
    const onSignInNeeded = vi.fn();
    const { user, unmount } = renderWithRouter(<AskQuestionButton {...props} onSignInNeeded={onSignInNeeded} />);
    await user.click(screen.getByRole("button", { name: "Ask a question" }));
    expect(onSignInNeeded).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).toBeNull();
    unmount();
    signIn(makeUser({ _id: VENDOR }));
    renderWithRouter(<AskQuestionButton {...props} onSignInNeeded={onSignInNeeded} />);
    expect(screen.queryByRole("button", { name: "Ask a question" })).toBeNull();
  });
});

describe("blocking from a thread", () => {
  const url = `/api/conversations/${CONVERSATION}/messages`;

  it("confirms, blocks the other person, then shows the thread without a composer; Unblock lifts it", async () => {
    signIn(makeUser({ _id: VENDOR }));
    let blocked = false;
    const sent = recordRequests(server);
    server.use(
      http.get(url, () =>
        ok({
          conversation: conversation("listing", { blockedByMe: blocked }),
          messages: [message("Hi")],
          hasEarlier: false,
        }),
      ),
      http.post("/api/messages/blocks", () => {
        blocked = true;
        return ok({ message: "Blocked. Neither of you can send messages to the other now." });
      }),
      http.delete(`/api/messages/blocks/${OTHER}`, () => {
        blocked = false;
        return ok({ message: "Unblocked." });
      }),
    );
    const { user } = renderWithRouter(<Thread conversationId={CONVERSATION} />);
    await user.click(await screen.findByRole("button", { name: "Block Pat Baker" }));
    const dialog = await screen.findByRole("dialog", { name: "Block Pat Baker?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sent.filter((r) => r.method === "POST")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Block Pat Baker" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Block Pat Baker" }));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([{ userId: OTHER }]),
    );
    expect(liveRole(await screen.findByText("You blocked Pat Baker. Unblock them to send messages again."))).toBe(
      "status",
    );
    expect(screen.queryByLabelText("Message")).toBeNull();
    // The messages so far stay.
    expect(screen.getByRole("list", { name: "Messages" }).textContent).toContain("Hi");
    await user.click(screen.getByRole("button", { name: "Unblock Pat Baker" }));
    expect((await screen.findByLabelText("Message")).hasAttribute("disabled")).toBe(false);
    expect(screen.queryByText("You blocked Pat Baker. Unblock them to send messages again.")).toBeNull();
    expect(sent.filter((r) => r.method === "DELETE").map((r) => r.path)).toEqual([`/api/messages/blocks/${OTHER}`]);
  });

  it("offers Report on the other person's messages only, and links a listing's name to its page", async () => {
    signIn(makeUser({ _id: VENDOR }));
    server.use(
      http.get(url, () =>
        ok({
          conversation: conversation("listing"),
          messages: [message("Theirs"), message("Mine", true)],
          hasEarlier: false,
        }),
      ),
    );
    renderWithRouter(
      <Thread conversationId={CONVERSATION} messageAction={(m) => <button type="button">Report {m.body}</button>} />,
    );
    const report = await screen.findByRole("button", { name: "Report Theirs" });
    expect(report.closest("li")?.querySelector(".message__body")?.textContent).toBe("Theirs");
    expect(screen.queryByRole("button", { name: "Report Mine" })).toBeNull();
    expect(screen.getByRole("link", { name: "Corner Bakery" }).getAttribute("href")).toBe(`/productdetail/${LISTING}`);
  });
});
