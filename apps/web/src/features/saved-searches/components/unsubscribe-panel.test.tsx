import { screen } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { liveRole } from "@mp/ui/test/dom.ts";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import { UnsubscribePanel } from "./unsubscribe-panel";

describe("UnsubscribePanel", () => {
  it("changes nothing on opening; the button posts the token and confirms with the search's name", async () => {
    const sent = recordRequests(server);
    server.use(http.post("/api/saved-searches/unsubscribe", () => ok({ name: "Bread" })));
    const view = renderWithRouter(<UnsubscribePanel token="abc.def" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Stop these alerts?");
    expect(sent).toHaveLength(0);
    await view.user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(liveRole(await screen.findByText("You will no longer receive alerts for “Bread”."))).toBe("status");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Unsubscribed");
    expect(sent.map((request) => [request.method, request.path, request.body])).toEqual([
      ["POST", "/api/saved-searches/unsubscribe", { token: "abc.def" }],
    ]);
  });

  it("says so for a link used twice, and shows a refused link's message", async () => {
    server.use(http.post("/api/saved-searches/unsubscribe", () => ok({ name: null })));
    const view = renderWithRouter(<UnsubscribePanel token="abc.def" />);
    await view.user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect(liveRole(await screen.findByText("You will no longer receive alerts for this saved search."))).toBe(
      "status",
    );
    view.unmount();
    server.use(http.post("/api/saved-searches/unsubscribe", () => failure(400, "Invalid link.")));
    const again = renderWithRouter(<UnsubscribePanel token="forged" />);
    await again.user.click(screen.getByRole("button", { name: "Unsubscribe" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Invalid link.");
  });
});
