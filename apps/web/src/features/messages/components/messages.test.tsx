import { messageTexts, type Conversation, type Message } from "@mp/contracts/message";
import { liveRole } from "@mp/ui/test/dom.ts";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { descriptionOf } from "../../../test/dom";
import { renderWithRouter } from "../../../test/render";
import { page, server } from "../../../test/server";
import { signIn } from "../../../test/session";
import { ConversationList } from "./conversation-list";
import { MessagesLink } from "./messages-link";
import { Thread } from "./thread";

const CONVERSATION = "30000000-0000-4000-8000-000000000001";
let nextId = 1;
const uuid = (prefix: string) => `${prefix}-0000-4000-8000-${String(nextId++).padStart(12, "0")}`;

function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: CONVERSATION,
    otherParty: { _id: uuid("10000000"), name: "Pat Baker" },
    subject: {
      kind: "application",
      title: "Shop window mural",
      applicationId: uuid("50000000"),
      hireRequestId: null,
      jobId: uuid("60000000"),
      listingId: null,
      imageUrl: null,
    },
    lastMessage: { body: "When can you start?", removed: false, createdAt: new Date().toISOString(), isMine: false },
    unreadCount: 0,
    lastActivityAt: new Date().toISOString(),
    createdAt: new Date().toISOString(),
    blockedByMe: false,
    ...overrides,
  };
}

function makeMessage(body: string, minutesAgo: number, isMine = false): Message {
  return {
    _id: uuid("40000000"),
    conversationId: CONVERSATION,
    senderId: uuid("10000000"),
    isMine,
    body,
    removed: false,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    readAt: null,
  };
}

const threadPage = (messages: Message[], hasEarlier = false) =>
  ok({ conversation: makeConversation(), messages, hasEarlier });

describe("MessagesLink", () => {
  it("shows the unread count as a badge and says it in its accessible name", async () => {
    signIn();
    server.use(http.get("/api/conversations/unread-count", () => ok({ unread: 3 })));
    renderWithRouter(<MessagesLink />);
    const link = await screen.findByRole("link", { name: "Messages, 3 unread" });
    expect(link.getAttribute("href")).toBe("/messages");
    expect(link.querySelector(".messages-link__badge")?.textContent).toBe("3");
  });

  it("shows no badge when nothing is unread", async () => {
    signIn();
    const sent = recordRequests(server);
    renderWithRouter(<MessagesLink />);
    await waitFor(() => expect(sent.map((r) => r.path)).toContain("/api/conversations/unread-count"));
    expect(screen.getByRole("link", { name: "Messages" }).querySelector(".messages-link__badge")).toBeNull();
  });
});

describe("ConversationList", () => {
  it("lists the conversations with the other party, the subject, the last message and unread counts", async () => {
    signIn();
    server.use(
      http.get("/api/conversations", () =>
        page([
          makeConversation({ unreadCount: 2 }),
          makeConversation({
            _id: uuid("30000000"),
            otherParty: { _id: uuid("10000000"), name: "Grace Hopper" },
            subject: { ...makeConversation().subject, kind: "hire", title: "Hire: direct request" },
            lastMessage: { body: "Thanks!", removed: false, createdAt: new Date().toISOString(), isMine: true },
          }),
        ]),
      ),
    );
    renderWithRouter(<ConversationList activeId={CONVERSATION} page={1} onPageChange={() => {}} />);
    const nav = await screen.findByRole("navigation", { name: "Conversations" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([`/messages/${CONVERSATION}`, expect.any(String)]);
    expect(links[0]!.getAttribute("aria-current")).toBe("page");
    expect(links[0]!.textContent).toContain("Pat Baker");
    expect(links[0]!.textContent).toContain("Shop window mural");
    expect(links[0]!.textContent).toContain("2 unread");
    expect(links[1]!.textContent).toContain("You: Thanks!");
    expect(links[1]!.textContent).toContain("Hire: direct request");
    expect(links[1]!.textContent).not.toContain("unread");
  });

  it("shows a last message a moderator removed in the muted style", async () => {
    signIn();
    const removed = { body: messageTexts.removed, removed: true, createdAt: new Date().toISOString(), isMine: false };
    server.use(
      http.get("/api/conversations", () => page([makeConversation({ lastMessage: removed, unreadCount: 1 })])),
    );
    renderWithRouter(<ConversationList page={1} onPageChange={() => {}} />);
    const nav = await screen.findByRole("navigation", { name: "Conversations" });
    const preview = nav.querySelector(".conversation-item__preview");
    expect(preview?.textContent).toBe("This message was removed by a moderator.");
    expect(preview?.classList.contains("conversation-item__preview--removed")).toBe(true);
  });

  it("says when there are no conversations", async () => {
    signIn();
    server.use(http.get("/api/conversations", () => page([])));
    renderWithRouter(<ConversationList page={1} onPageChange={() => {}} />);
    expect(liveRole(await screen.findByText("No conversations yet"))).toBe("status");
    expect(screen.queryByRole("navigation", { name: "Conversations" })).toBeNull();
  });

  it("shows the error with a Retry that asks again", async () => {
    signIn();
    let calls = 0;
    server.use(
      http.get("/api/conversations", () => {
        calls += 1;
        return calls === 1 ? failure(500, "Something went wrong.") : page([makeConversation()]);
      }),
    );
    const { user } = renderWithRouter(<ConversationList page={1} onPageChange={() => {}} />);
    await screen.findByText("Your conversations could not be loaded");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(within(await screen.findByRole("navigation", { name: "Conversations" })).getAllByRole("link")).toHaveLength(
      1,
    );
    expect(screen.queryByText("Your conversations could not be loaded")).toBeNull();
  });
});

describe("Thread", () => {
  const url = `/api/conversations/${CONVERSATION}/messages`;

  it("shows the messages oldest first and loads earlier ones before the oldest", async () => {
    signIn();
    const older = makeMessage("First hello", 90);
    const shown = [makeMessage("Second", 30), makeMessage("Newest", 1, true)];
    server.use(
      http.get(url, ({ request }) => {
        const before = new URL(request.url).searchParams.get("before");
        if (before === null) return threadPage(shown, true);
        return before === shown[0]!._id ? threadPage([older], false) : failure(400, "Wrong cursor");
      }),
    );
    const { user } = renderWithRouter(<Thread conversationId={CONVERSATION} />);
    const list = await screen.findByRole("list", { name: "Messages" });
    const bodies = () => [...list.querySelectorAll(".message__body")].map((node) => node.textContent);
    expect(bodies()).toEqual(["Second", "Newest"]);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Pat Baker");
    await user.click(screen.getByRole("button", { name: "Load earlier" }));
    await waitFor(() => expect(bodies()).toEqual(["First hello", "Second", "Newest"]));
    expect(screen.queryByRole("button", { name: "Load earlier" })).toBeNull();
  });

  it("shows a message a moderator removed in the muted style, with nothing to report", async () => {
    signIn();
    const removed = { ...makeMessage(messageTexts.removed, 20), removed: true };
    server.use(http.get(url, () => threadPage([removed, makeMessage("Still here", 10)])));
    renderWithRouter(
      <Thread conversationId={CONVERSATION} messageAction={() => <button type="button">Report</button>} />,
    );
    const list = await screen.findByRole("list", { name: "Messages" });
    const [first, second] = [...list.querySelectorAll(".message")];
    expect(first!.querySelector(".message__body--removed")?.textContent).toBe(
      "This message was removed by a moderator.",
    );
    expect(within(first as HTMLElement).queryByRole("button", { name: "Report" })).toBeNull();
    expect(second!.querySelector(".message__body--removed")).toBeNull();
    expect(
      within(second as HTMLElement)
        .getByRole("button", { name: "Report" })
        .hasAttribute("disabled"),
    ).toBe(false);
  });

  it("sends with Enter, keeps Shift+Enter as a new line, and clears the box", async () => {
    signIn();
    const sent = recordRequests(server);
    server.use(
      http.get(url, () => threadPage([])),
      http.post(url, async ({ request }) => {
        const { body } = (await request.json()) as { body: string };
        return HttpResponse.json({ result: 1, result_value: makeMessage(body, 0, true) }, { status: 201 });
      }),
    );
    const { user } = renderWithRouter(<Thread conversationId={CONVERSATION} />);
    expect(liveRole(await screen.findByText("No messages yet"))).toBe("status");
    const box = screen.getByLabelText("Message");
    await user.type(box, "Two lines{Shift>}{Enter}{/Shift}second");
    expect((box as HTMLTextAreaElement).value).toBe("Two lines\nsecond");
    expect(sent.filter((r) => r.method === "POST")).toHaveLength(0);
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(sent.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([{ body: "Two lines\nsecond" }]),
    );
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(""));
    expect((await screen.findByRole("list", { name: "Messages" })).textContent).toContain("Two lines");
  });

  it("refuses an empty message without a request, and shows the server's refusal", async () => {
    signIn();
    const sent = recordRequests(server);
    server.use(
      http.get(url, () => threadPage([makeMessage("Hi", 5)])),
      http.post(url, () => failure(429, "You are sending messages too quickly. Wait a minute and try again.")),
    );
    const { user } = renderWithRouter(<Thread conversationId={CONVERSATION} />);
    await screen.findByRole("list", { name: "Messages" });
    await user.type(screen.getByLabelText("Message"), "   {Enter}");
    await waitFor(() => expect(descriptionOf(screen.getByLabelText("Message"))).toContain("Write a message."));
    expect(sent.filter((r) => r.method === "POST")).toHaveLength(0);
    await user.type(screen.getByLabelText("Message"), "Hello again{Enter}");
    expect(
      liveRole(await screen.findByText("You are sending messages too quickly. Wait a minute and try again.")),
    ).toBe("alert");
  });

  it("says a conversation that is not the visitor's was not found", async () => {
    signIn();
    server.use(http.get(url, () => failure(404, "Conversation not found.")));
    renderWithRouter(<Thread conversationId={CONVERSATION} />);
    const missing = (await screen.findByText("Conversation not found")).closest("[role=alert]") as HTMLElement;
    expect(missing.textContent).toContain("It does not exist, or you are not one of its two people.");
    expect(screen.getByRole("link", { name: "All conversations" }).getAttribute("href")).toBe("/messages");
  });
});
