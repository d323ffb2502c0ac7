import { screen } from "@testing-library/react";
import { http } from "msw";
import { ok } from "@mp/ui/test/msw.ts";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render";
import { page, server } from "../../test/server";
import { signIn } from "../../test/session";

describe("/messages", () => {
  it("is guarded: without a token the title shows over the sign-in prompt, and no conversation is asked for", async () => {
    renderApp("/messages");
    expect(await screen.findByRole("heading", { level: 1, name: "Messages" })).toBeDefined();
    expect(await screen.findByText("Sign in to see this page")).toBeDefined();
    expect(screen.queryByRole("navigation", { name: "Conversations" })).toBeNull();
  });

  it("shows the list beside the open thread for a signed-in visitor, and the header's unread badge", async () => {
    signIn();
    server.use(
      http.get("/api/conversations/unread-count", () => ok({ unread: 2 })),
      http.get("/api/conversations", () => page([])),
    );
    renderApp("/messages");
    expect(await screen.findByText("No conversations yet")).toBeDefined();
    expect(screen.getByText("Choose a conversation")).toBeDefined();
    expect(await screen.findByRole("link", { name: "Messages, 2 unread" })).toBeDefined();
  });
});
