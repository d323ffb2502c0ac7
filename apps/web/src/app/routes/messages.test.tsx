import { screen, within } from "@testing-library/react";
import { http } from "msw";
import { liveRole } from "@mp/ui/test/dom.ts";
import { ok } from "@mp/ui/test/msw.ts";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render";
import { page, server } from "../../test/server";
import { signIn } from "../../test/session";

describe("/messages", () => {
  it("is guarded: without a token the title shows over the sign-in prompt, and no conversation is asked for", async () => {
    renderApp("/messages");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Messages");
    const signInFirst = (await screen.findByText("Sign in to see this page")).closest("[role=status]") as HTMLElement;
    expect(within(signInFirst).getByRole("button").textContent).toBe("Sign in");
    expect(screen.queryByRole("navigation", { name: "Conversations" })).toBeNull();
  });

  it("shows the list beside the open thread for a signed-in visitor, and the header's unread badge", async () => {
    signIn();
    server.use(
      http.get("/api/conversations/unread-count", () => ok({ unread: 2 })),
      http.get("/api/conversations", () => page([])),
    );
    renderApp("/messages");
    expect(liveRole(await screen.findByText("No conversations yet"))).toBe("status");
    expect(screen.getByText("Choose a conversation").closest("[role=status]")?.textContent).toContain(
      "Pick a conversation on the left to read it and reply.",
    );
    expect((await screen.findByRole("link", { name: "Messages, 2 unread" })).getAttribute("href")).toBe("/messages");
  });
});
