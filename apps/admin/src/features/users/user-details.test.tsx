import type { AdminUserDetails } from "@mp/contracts/admin-users";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { descriptionOf, liveRole } from "@mp/ui/test/dom.ts";
import { deferred, failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { saveSession } from "../../lib/session-store";
import { renderApp } from "../../test/render";
import { server, serveAdminApi } from "../../test/server";
import { makeUser } from "../../test/users";

const token = "admin-token";
const admin = makeUser({ name: "Grace Hopper", additionalusertype: "Admin" });
const superAdmin = makeUser({ name: "Ada Lovelace", additionalusertype: "Super-Admin" });
const member = makeUser({ name: "Noah Chen", email: "noah@example.com", connects: 20 });

function detailsOf(overrides: Partial<AdminUserDetails["account"]> = {}): AdminUserDetails {
  const { createdAt, ...user } = member;
  return {
    account: {
      ...user,
      createdAt,
      updatedAt: createdAt,
      emailVerifiedAt: null,
      signInMethods: ["password", "google"],
      suspendedAt: null,
      suspensionNote: null,
      liveSessions: 2,
      ...overrides,
    },
    balances: { connects: 20, remainingFreelancers: 0, ledgerConnects: 20 },
    subscriptions: [],
    counts: { listings: 4, jobs: 1, applications: 0, hiddenItems: 0 },
    recentEvents: [
      {
        _id: "20000000-0000-4000-8000-000000000001",
        type: "connects_adjusted",
        ip: null,
        userAgent: null,
        detail: "+25: Welcome gift",
        createdAt: "2026-11-25T06:21:00.000Z",
      },
    ],
    recentLedger: [
      {
        _id: "30000000-0000-4000-8000-000000000001",
        kind: "connects",
        delta: 25,
        balanceAfter: 25,
        reason: "adjustment",
        referenceType: "admin",
        referenceId: "r1",
        note: "Welcome gift",
        createdAt: "2026-11-25T06:21:00.000Z",
      },
    ],
  };
}

const detailsUrl = `/api/admin/users/${member._id}`;

/** The panel signed in as `me`, the details endpoint answering `reply`, and a log of the requests. */
function serve(me = admin, reply: () => Response | Promise<Response> = () => ok(detailsOf())) {
  saveSession({ token, userId: me._id });
  serveAdminApi({ token, me, users: [member] });
  server.use(http.get(detailsUrl, reply));
  return recordRequests(server);
}

const section = (name: string) => screen.getByRole("region", { name });

beforeEach(() => saveSession({ token, userId: admin._id }));

describe("the user details page", () => {
  it("shows the account in sections, its events and ledger in words, and the actions an Admin may take", async () => {
    serve();
    renderApp(`/users/${member._id}`);
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Noah Chen"));
    const account = within(section("Account"));
    expect(account.getByText("Signs in with").nextSibling?.textContent).toBe("Password, Google");
    expect(account.getByText("Made").nextSibling?.textContent).toBe("4 listings, 1 job, 0 applications");
    expect(within(section("Activity")).getByRole("listitem").textContent).toContain(
      "Connects adjusted: +25: Welcome gift",
    );
    expect(within(section("Ledger")).getByRole("listitem").textContent).toMatch(
      /^\+25 connects · Admin adjustment · Welcome gift/,
    );
    expect(
      within(section("Plans & connects")).getByRole("heading", { name: "Subscriptions" }).nextElementSibling
        ?.textContent,
    ).toBe("No subscriptions.");
    const actions = within(screen.getByRole("group", { name: "Actions" }));
    expect(actions.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Suspend",
      "Send password reset",
    ]);
    // Roles are a Super-Admin's: an Admin is not offered the button.
    expect(screen.queryByRole("button", { name: "Change role" })).toBeNull();
  });

  it("offers a Super-Admin the role change, and sends the chosen role", async () => {
    const sent = serve(superAdmin);
    server.use(
      http.post(`${detailsUrl}/role`, () =>
        HttpResponse.json({
          result: 1,
          message: "Role changed.",
          result_value: detailsOf({ additionalusertype: "Admin" }),
        }),
      ),
    );
    const { user } = renderApp(`/users/${member._id}`);
    await user.click(await screen.findByRole("button", { name: "Change role" }));
    const dialog = screen.getByRole("dialog", { name: "Change the role of Noah Chen" });
    await user.click(within(dialog).getByRole("radio", { name: /^Admin/ }));
    await user.click(within(dialog).getByRole("button", { name: "Change role" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const post = sent.find((request) => request.method === "POST");
    expect(post?.path).toBe(`${detailsUrl}/role`);
    expect(post?.body).toEqual({ role: "Admin" });
    expect(within(section("Roles")).getByText("Additional user type").nextSibling?.textContent).toBe("Admin");
  });

  it("asks for a note before suspending, then shows the suspension and Restore", async () => {
    const sent = serve();
    const note = "Listings copied from another shop.";
    server.use(
      http.post(`${detailsUrl}/suspend`, () =>
        HttpResponse.json({
          result: 1,
          message: "User suspended.",
          result_value: detailsOf({ suspendedAt: "2026-11-25T06:23:00.000Z", suspensionNote: note }),
        }),
      ),
    );
    const { user } = renderApp(`/users/${member._id}`);
    await user.click(await screen.findByRole("button", { name: "Suspend" }));
    const dialog = screen.getByRole("dialog", { name: "Suspend Noah Chen?" });
    await user.click(within(dialog).getByRole("button", { name: "Suspend" }));
    await waitFor(() =>
      expect(descriptionOf(within(dialog).getByLabelText("Note (why)"))).toContain("Write a note saying why."),
    );
    expect(sent.filter((request) => request.method === "POST")).toEqual([]);
    await user.type(within(dialog).getByLabelText("Note (why)"), note);
    await user.click(within(dialog).getByRole("button", { name: "Suspend" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent.find((request) => request.method === "POST")?.body).toEqual({ note });
    expect(screen.getByRole("note").textContent).toContain(`“${note}”`);
    expect(screen.getByRole("button", { name: "Restore" }).hasAttribute("disabled")).toBe(false);
    expect(screen.queryByRole("button", { name: "Send password reset" })).toBeNull();
  });

  it("keeps the connects dialog open with the server's refusal in words", async () => {
    serve();
    server.use(
      http.post(`${detailsUrl}/connects`, () =>
        failure(409, "This user has 20 connects: you can take at most that many."),
      ),
    );
    const { user } = renderApp(`/users/${member._id}`);
    await user.click(await screen.findByRole("button", { name: "Adjust connects" }));
    const dialog = screen.getByRole("dialog", { name: "Adjust the connects of Noah Chen" });
    await user.type(within(dialog).getByLabelText("Connects to add or take"), "-25");
    await user.type(within(dialog).getByLabelText("Reason"), "Too many");
    await user.click(within(dialog).getByRole("button", { name: "Adjust connects" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "This user has 20 connects: you can take at most that many.",
    );
    await user.clear(within(dialog).getByLabelText("Connects to add or take"));
    await user.type(within(dialog).getByLabelText("Connects to add or take"), "0");
    await user.click(within(dialog).getByRole("button", { name: "Adjust connects" }));
    await waitFor(() =>
      expect(descriptionOf(within(dialog).getByLabelText("Connects to add or take"))).toContain(
        "Enter a whole number of connects from -10,000 to 10,000, not 0.",
      ),
    );
  });

  it("shows a loading state, then says so when the user does not exist", async () => {
    const held = deferred<Response>();
    serve(admin, () => held.promise);
    renderApp(`/users/${member._id}`);
    expect(liveRole(await screen.findByText("Loading the user…"))).toBe("status");
    held.resolve(failure(404, "User not found."));
    const missing = (await screen.findByText("User not found.")).closest("[role=alert]");
    expect(missing?.textContent).toContain("The account may have been deleted, or the address mistyped.");
    expect(screen.queryByText("Loading the user…")).toBeNull();
    expect(screen.getAllByRole("link", { name: "All users" }).at(-1)?.getAttribute("href")).toBe("/users");
  });

  it("is reached from the user list: each name links to its page", async () => {
    serve();
    const { user } = renderApp("/users");
    await user.click(await screen.findByRole("link", { name: "Noah Chen" }));
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Noah Chen"));
  });
});
