import type { AccountEvent } from "@mp/contracts/activity";
import { screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { deferred, failure, recordRequests } from "@mp/ui/test/msw.ts";
import { renderWithRouter } from "../../../test/render";
import { page as pageOf, server } from "../../../test/server";
import { makeToken, makeUser, signIn } from "../../../test/session";
import { ActivityLog } from "./activity-log";

const CHROME_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

let nextId = 1;
function makeEvent(overrides: Partial<AccountEvent> = {}): AccountEvent {
  return {
    _id: `20000000-0000-4000-8000-${String(nextId++).padStart(12, "0")}`,
    type: "signed_in",
    ip: "203.0.113.7",
    userAgent: CHROME_ON_WINDOWS,
    detail: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ...overrides,
  };
}

const page = (events: AccountEvent[], currentPage = 1, hasMore = false) => pageOf(events, { currentPage, hasMore });

/** The titles of the events listed, in order. */
const titles = () =>
  within(screen.getByRole("list", { name: "Account activity" }))
    .getAllByRole("listitem")
    .map((item) => item.querySelector(".activity-event__title")?.textContent);

function Harness({ userId }: { userId: string }) {
  const [current, setCurrent] = useState(1);
  return <ActivityLog userId={userId} page={current} onPageChange={setCurrent} />;
}

function renderLog(handler: (url: URL) => Response | Promise<Response>) {
  const { user, token } = signIn(makeUser(), makeToken());
  server.use(http.get("/api/activitylog", ({ request }) => handler(new URL(request.url))));
  const sent = recordRequests(server);
  const view = renderWithRouter(<Harness userId={user._id} />);
  return { ...view, sent, token };
}

describe("ActivityLog", () => {
  it("shows a skeleton while the log loads", async () => {
    const held = deferred<Response>();
    renderLog(() => held.promise);
    expect(screen.getAllByRole("status", { name: "Loading your activity" })).toHaveLength(1);
    expect(screen.queryByRole("list", { name: "Account activity" })).toBeNull();
    held.resolve(page([makeEvent()]));
    await screen.findByText("Signed in");
    expect(titles()).toEqual(["Signed in"]);
    expect(screen.queryByRole("status", { name: "Loading your activity" })).toBeNull();
  });

  it("lists each event with its text, when, device and address, asking with the token", async () => {
    const view = renderLog(() =>
      page([
        makeEvent({ type: "signed_out", ip: null, userAgent: null }),
        makeEvent({ type: "password_changed", createdAt: "2026-03-04T09:15:00Z" }),
        makeEvent({ type: "signed_up" }),
      ]),
    );
    const list = await screen.findByRole("list", { name: "Account activity" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector(".activity-event__title")?.textContent)).toEqual([
      "Signed out",
      "Password changed",
      "Account created",
    ]);
    expect(items[0]?.textContent).toContain("Unknown device");
    expect(items[0]?.textContent).toContain("Unknown address");
    expect(items[1]?.textContent).toContain("Chrome on Windows");
    expect(items[1]?.textContent).toContain("203.0.113.7");
    expect(items[1]?.querySelector("time")?.getAttribute("dateTime")).toBe("2026-03-04T09:15:00Z");
    expect(items[1]?.textContent).toMatch(/Mar 4, 2026/);
    expect(items[2]?.textContent).toContain("5 minutes ago");
    // One page only: no pager.
    expect(screen.queryByRole("navigation", { name: "Activity log pages" })).toBeNull();
    const [sent] = view.sent;
    expect(sent?.path).toBe("/api/activitylog?page=1&limit=20");
    expect(sent?.headers.get("authorization")).toBe(`Bearer ${view.token}`);
  });

  it("names the admin panel's events in words, with their detail and no device for the administrator's request", async () => {
    renderLog(() =>
      page([
        makeEvent({ type: "account_suspended", ip: null, userAgent: null, detail: "Spam listings" }),
        makeEvent({ type: "account_restored", ip: null, userAgent: null }),
        makeEvent({ type: "role_changed", ip: null, userAgent: null, detail: "Admin" }),
        makeEvent({ type: "connects_adjusted", ip: null, userAgent: null, detail: "+5: Goodwill" }),
        makeEvent({ type: "content_hidden", ip: null, userAgent: null }),
        makeEvent({ type: "content_restored", ip: null, userAgent: null }),
        makeEvent({ type: "payment_refunded", ip: null, userAgent: null }),
      ]),
    );
    await screen.findByRole("list", { name: "Account activity" });
    expect(titles()).toEqual([
      "Account suspended: Spam listings",
      "Account restored",
      "Role changed by an administrator: Admin",
      "Connects adjusted by an administrator: +5: Goodwill",
      "Content hidden by a moderator",
      "Content restored by a moderator",
      "Payment refunded",
    ]);
    expect(screen.queryByText("Unknown device")).toBeNull();
  });

  it("says so when there is no activity yet", async () => {
    renderLog(() => page([]));
    expect((await screen.findByText("No activity yet")).closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows the error with a Retry that loads the log again", async () => {
    let calls = 0;
    const view = renderLog(() => (++calls === 1 ? failure(500, "Something went wrong.") : page([makeEvent()])));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Your activity could not be loaded");
    expect(alert.textContent).toContain("Something went wrong.");
    await view.user.click(within(alert).getByRole("button", { name: "Retry" }));
    await screen.findByText("Signed in");
    expect(titles()).toEqual(["Signed in"]);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(calls).toBe(2);
  });

  it("pages with Previous and Next", async () => {
    const view = renderLog((url) => {
      const current = Number(url.searchParams.get("page"));
      return current === 1
        ? page([makeEvent({ type: "signed_in" })], 1, true)
        : page([makeEvent({ type: "signed_up" })], 2, false);
    });
    const pager = await screen.findByRole("navigation", { name: "Activity log pages" });
    const previous = within(pager).getByRole("button", { name: "Previous" }) as HTMLButtonElement;
    const next = within(pager).getByRole("button", { name: "Next" }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(pager.textContent).toContain("Page 1");

    await view.user.click(next);
    await screen.findByText("Account created");
    expect(titles()).toEqual(["Account created"]);
    await waitFor(() => expect(next.disabled).toBe(true));
    expect(previous.disabled).toBe(false);
    expect(pager.textContent).toContain("Page 2");
    expect(view.sent.map((r) => r.path)).toEqual([
      "/api/activitylog?page=1&limit=20",
      "/api/activitylog?page=2&limit=20",
    ]);

    await view.user.click(previous);
    await screen.findByText("Signed in");
    expect(titles()).toEqual(["Signed in"]);
    expect(previous.disabled).toBe(true);
  });
});
