import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { recordRequests } from "@mp/ui/test/msw.ts";
import { dialogNamed } from "../../test/dom";
import { renderApp } from "../../test/render";
import { server } from "../../test/server";
import { makeUser, sessionBody, signIn } from "../../test/session";

const signedInEvent = {
  _id: "20000000-0000-4000-8000-000000000001",
  type: "signed_in",
  ip: "198.51.100.4",
  userAgent: null,
  detail: null,
  createdAt: new Date().toISOString(),
};

/** `GET /api/activitylog`: one sign-in on whichever page is asked for. Returns the request log. */
function serveLog() {
  server.use(
    http.get("/api/activitylog", ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get("page"));
      return HttpResponse.json({
        result: 1,
        result_value: [signedInEvent],
        meta: { hasMore: false, currentPage: page },
      });
    }),
  );
  return recordRequests(server);
}

/** The log's entries as shown. */
const entries = async () =>
  (await screen.findByRole("list", { name: "Account activity" })).querySelectorAll("li").length;

describe("/activitylog", () => {
  it("shows the log under the solid header when a token is stored", async () => {
    signIn();
    const sent = serveLog();
    renderApp("/activitylog");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveProperty("textContent", "Activity log");
    expect(await entries()).toBe(1);
    expect(screen.getByText("Signed in").closest("li")?.textContent).toContain("198.51.100.4");
    expect(screen.getByRole("banner").className).toContain("site-header--solid");
    await waitFor(() => expect(document.title).toBe("Activity log · Main Street Market"));
    expect(sent.map((r) => r.path)).toContain("/api/activitylog?page=1&limit=20");
  });

  it("reads the page from the address", async () => {
    signIn();
    const sent = serveLog();
    renderApp("/activitylog?page=3");
    expect(await entries()).toBe(1);
    const logCalls = sent.map((r) => r.path).filter((path) => path.startsWith("/api/activitylog"));
    expect(logCalls).toEqual(["/api/activitylog?page=3&limit=20"]);
  });

  it("opens the login dialog instead of the page without a token, and shows the log after signing in", async () => {
    const account = makeUser();
    const sent = serveLog();
    server.use(http.post("/api/auth/login", () => HttpResponse.json(sessionBody(account))));
    const { user } = renderApp("/activitylog");
    const login = await dialogNamed("Sign in");
    expect(screen.getByText("Sign in to see this page").closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("list", { name: "Account activity" })).toBeNull();
    expect(sent.some((r) => r.path.startsWith("/api/activitylog"))).toBe(false);

    await user.type(within(login).getByLabelText("Email"), account.email);
    await user.type(within(login).getByLabelText("Password"), "a-good-password");
    await user.click(within(login).getByRole("button", { name: "Sign in" }));
    expect(await entries()).toBe(1);
    expect(screen.queryByText("Sign in to see this page")).toBeNull();
  });
});
