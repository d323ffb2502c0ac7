import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { saveSession } from "../../lib/session-store";
import { deferred, failure, type SentRequest } from "@mp/ui/test/msw.ts";
import { renderApp } from "../../test/render";
import { serveAdminApi, userPage } from "../../test/server";
import { makeUser } from "../../test/users";
import type { AdminUser } from "./api/get-users";

const token = "admin-token";
const admin = makeUser({ name: "Grace Hopper", additionalusertype: "Admin" });

/** 45 accounts: three pages of 20, 20 and 5. */
const everyone: AdminUser[] = [
  admin,
  ...Array.from({ length: 44 }, (_, i) => makeUser({ name: `Member ${String(i + 1).padStart(2, "0")}` })),
];

beforeEach(() => saveSession({ token, userId: admin._id }));

function listRequests(sent: SentRequest[]) {
  return sent.map((request) => request.path).filter((path) => path.startsWith("/api/admin/users"));
}

/** The texts of a row's cells after its row header, in column order. */
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

function rowNames(): string[] {
  return within(screen.getByRole("table"))
    .getAllByRole("rowheader")
    .map((cell) => cell.querySelector(".users-table__name")?.textContent ?? "");
}

describe("the users page", () => {
  it("shows each account's details, roles, plan and join date", async () => {
    const ada = makeUser({
      name: "Ada Lovelace",
      displayName: "Ada L.",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      userType: "Employer",
      additionalusertype: "Super-Admin",
      AddtionalRole: ["Freelancer", "Client"],
      userPlan: { planType: "Standard", connects: 8 },
      createdAt: "2025-03-14T09:30:00.000Z",
    });
    const bob = makeUser({ name: "Bob Builder", phone: null, userPlan: null });
    serveAdminApi({ token, me: admin, users: [ada, bob] });
    renderApp("/users");

    const adaHeader = await screen.findByRole("rowheader", { name: /Ada Lovelace/ });
    expect(adaHeader.querySelector(".users-table__names")?.textContent).toBe(
      "Ada LovelaceShown as Ada L.ada@example.com",
    );
    const adaRow = adaHeader.closest("tr")!;
    const cells = within(adaRow);
    expect(cellTexts(adaRow)).toEqual([
      "+44 20 7946 0000",
      "Employer",
      "Super-AdminFreelancerClient",
      "Standard8 connects",
      "Mar 14, 2025",
    ]);
    expect(cells.getAllByRole("listitem").map((chip) => chip.textContent)).toEqual([
      "Super-Admin",
      "Freelancer",
      "Client",
    ]);
    expect(cells.getByText("8 connects").className).toContain("is-low");
    expect(cells.getByText("Mar 14, 2025").getAttribute("dateTime")).toBe("2025-03-14T09:30:00.000Z");

    const bobRow = screen.getByRole("rowheader", { name: /Bob Builder/ }).closest("tr")!;
    expect(cellTexts(bobRow)).toEqual(["Not given", "User", "None", "No plan", "Mar 14, 2025"]);

    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(["User", "Phone", "User type", "Roles", "Plan", "Joined"]);
    expect(screen.getByRole("status", { name: "" }).textContent).toBe("2 users in all");
    expect(document.title).toBe("Users · Main Street Market Admin");
  });

  it("shows a skeleton while the first page loads", async () => {
    const reply = deferred<Response>();
    serveAdminApi({ token, me: admin, usersReply: () => reply.promise });
    renderApp("/users");
    const loading = await screen.findByText("Loading users…", { selector: ".visually-hidden" });
    expect(loading.parentElement?.getAttribute("role")).toBe("status");
    expect(screen.queryByRole("table")).toBeNull();

    reply.resolve(userPage([admin]));
    await screen.findByRole("table");
    expect(rowNames()).toEqual(["Grace Hopper"]);
    expect(screen.queryByText("Loading users…", { selector: ".visually-hidden" })).toBeNull();
  });

  it("searches by name or email once typing pauses, and puts the search in the URL", async () => {
    const ann = makeUser({ name: "Ann Smith" });
    const joanna = makeUser({ name: "Joanna Ruiz", email: "jo.ann@example.com" });
    const sent = serveAdminApi({ token, me: admin, users: [admin, ann, joanna, makeUser({ name: "Zed" })] });
    const { user, router } = renderApp("/users");
    await screen.findByRole("table");

    await user.type(screen.getByRole("searchbox", { name: "Search users" }), "ann");
    await waitFor(() => expect(rowNames()).toEqual(["Ann Smith", "Joanna Ruiz"]));

    expect(router.state.location.search).toBe("?search=ann");
    // One request for the whole word, not one per keystroke.
    expect(listRequests(sent)).toEqual([
      "/api/admin/users?page=1&limit=20&search=",
      "/api/admin/users?page=1&limit=20&search=ann",
    ]);
    expect(screen.getByRole("status", { name: "" }).textContent).toBe("2 users match “ann”");
  });

  it("searches at once on Enter", async () => {
    const sent = serveAdminApi({ token, me: admin, users: everyone });
    const { user, router } = renderApp("/users");
    await screen.findByRole("table");
    await user.type(screen.getByRole("searchbox", { name: "Search users" }), "member 4{Enter}");
    expect(router.state.location.search).toBe("?search=member+4");
    await waitFor(() => expect(rowNames()).toEqual(["Member 40", "Member 41", "Member 42", "Member 43", "Member 44"]));
    expect(listRequests(sent)).toHaveLength(2);
  });

  it("opens a shared link with its search and page", async () => {
    const sent = serveAdminApi({ token, me: admin, users: everyone });
    renderApp("/users?search=member&page=2");
    await screen.findByRole("table");
    expect(listRequests(sent)).toEqual(["/api/admin/users?page=2&limit=20&search=member"]);
    expect((screen.getByRole("searchbox", { name: "Search users" }) as HTMLInputElement).value).toBe("member");
    expect(rowNames()[0]).toBe("Member 21");
    expect(screen.getByText(/^Page/).textContent).toBe("Page 2 of 3");
  });

  it("pages with Previous and Next, each page in the URL", async () => {
    const sent = serveAdminApi({ token, me: admin, users: everyone });
    const { user, router } = renderApp("/users");
    await screen.findByRole("table");
    const pager = screen.getByRole("navigation", { name: "Pages of users" });
    const previous = within(pager).getByRole("button", { name: "Previous" });
    const next = within(pager).getByRole("button", { name: "Next" });
    expect(within(pager).getByText(/^Page/).textContent).toBe("Page 1 of 3");
    expect(screen.getByRole("status", { name: "" }).textContent).toBe("45 users in all");
    expect(previous.getAttribute("aria-disabled")).toBe("true");
    expect(rowNames()).toHaveLength(20);

    await user.click(next);
    await waitFor(() => expect(rowNames()[0]).toBe("Member 20"));
    expect(router.state.location.search).toBe("?page=2");
    expect(within(pager).getByText(/^Page/).textContent).toBe("Page 2 of 3");

    await user.click(next);
    await waitFor(() => expect(rowNames()).toEqual(["Member 40", "Member 41", "Member 42", "Member 43", "Member 44"]));
    expect(next.getAttribute("aria-disabled")).toBe("true");
    await user.click(next); // at the end: nothing happens, focus stays
    expect(document.activeElement).toBe(next);
    expect(router.state.location.search).toBe("?page=3");

    await user.click(previous);
    await waitFor(() => expect(rowNames()[0]).toBe("Member 20"));
    expect(router.state.location.search).toBe("?page=2");
    // Never a request past the last page.
    const pages = listRequests(sent).map((path) => new URL(path, "http://x").searchParams.get("page"));
    expect(pages).not.toContain("4");
  });

  it("says when no user matches, and clears the search", async () => {
    serveAdminApi({ token, me: admin, users: everyone });
    const { user, router } = renderApp("/users?search=nobody");
    const noMatch = await screen.findByText("No users match “nobody”");
    expect(noMatch.closest("[role=status]")?.textContent).toBe(
      "No users match “nobody”Check the spelling, or search by part of a name or email address.Clear search",
    );
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Pages of users" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Clear search" }));
    await screen.findByRole("table");
    expect(router.state.location.search).toBe("");
    const input = screen.getByRole("searchbox", { name: "Search users" }) as HTMLInputElement;
    expect(input.value).toBe("");
    expect(document.activeElement).toBe(input);
  });

  it("says when a page is past the end, with a way back", async () => {
    serveAdminApi({ token, me: admin, users: everyone });
    const { user, router } = renderApp("/users?page=9");
    const pastTheEnd = await screen.findByText("There is no page 9");
    expect(pastTheEnd.closest("[role=status]")?.textContent).toBe(
      "There is no page 9The list has fewer pages than that.Go to the first page",
    );
    await user.click(screen.getByRole("button", { name: "Go to the first page" }));
    await screen.findByRole("table");
    expect(router.state.location.search).toBe("");
  });

  it("shows a failed load with the server's message, and retries", async () => {
    let isFailing = true;
    serveAdminApi({
      token,
      me: admin,
      usersReply: () => (isFailing ? failure(500, "The server is having trouble right now.") : userPage([admin])),
    });
    const { user } = renderApp("/users");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("We couldn't load the users.The server is having trouble right now.Retry");

    isFailing = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await screen.findByRole("rowheader", { name: /Grace Hopper/ });
    expect(rowNames()).toEqual(["Grace Hopper"]);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
