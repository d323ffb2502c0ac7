import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type * as PagesModule from "../../lib/pages";
import { renderWithRouter } from "../../test/render";
import { makeUser, signIn } from "../../test/session";
import { directoryEntries, isDirectoryEntryDisabled } from "./directory-entries";
import { DirectoryMenu } from "./directory-menu";

const pages = vi.hoisted(() => ({ existing: new Set<string>() }));
// The test decides which pages exist: the real list grows with each issue (/hirefreelancers is in it now).
vi.mock("../../lib/pages", async (importOriginal) => {
  const original = await importOriginal<typeof PagesModule>();
  return { ...original, hasPage: (path: string) => pages.existing.has(path) };
});

const [freelancer, client, hire] = directoryEntries as [
  (typeof directoryEntries)[number],
  (typeof directoryEntries)[number],
  (typeof directoryEntries)[number],
];

describe("isDirectoryEntryDisabled", () => {
  it("disables both registrations for logged-out visitors", () => {
    const visitor = { isLoggedIn: false, roles: [] };
    expect(isDirectoryEntryDisabled(freelancer, visitor)).toBe(true);
    expect(isDirectoryEntryDisabled(client, visitor)).toBe(true);
    expect(isDirectoryEntryDisabled(hire, visitor)).toBe(false);
  });

  it("disables the registration of a role already held, and only that one", () => {
    const freelancerOnly = { isLoggedIn: true, roles: ["Freelancer"] as const };
    expect(isDirectoryEntryDisabled(freelancer, freelancerOnly)).toBe(true);
    expect(isDirectoryEntryDisabled(client, freelancerOnly)).toBe(false);
    const both = { isLoggedIn: true, roles: ["Freelancer", "Client"] as const };
    expect(isDirectoryEntryDisabled(client, both)).toBe(true);
    expect(isDirectoryEntryDisabled(freelancer, { isLoggedIn: true, roles: [] })).toBe(false);
  });
});

describe("DirectoryMenu", () => {
  beforeEach(() => pages.existing.clear());

  it("renders nothing while none of its pages exist", async () => {
    renderWithRouter(
      <>
        <p>Page</p>
        <DirectoryMenu />
      </>,
    );
    await screen.findByText("Page");
    expect(screen.queryByRole("button", { name: "Directory" })).toBeNull();
  });

  it("lists the entries whose pages exist, greying out those the viewer may not use", async () => {
    pages.existing.add("/registerfreelancer").add("/registerclient").add("/hirefreelancers");
    signIn(makeUser({ AddtionalRole: ["Client"] }));
    const { user } = renderWithRouter(<DirectoryMenu />);
    await user.click(await screen.findByRole("button", { name: "Directory" }));

    const list = screen.getByRole("list");
    expect(within(list).getByRole("link", { name: "Register as a Freelancer" }).getAttribute("href")).toBe(
      "/registerfreelancer",
    );
    const taken = within(list).getByText("Register as a Client");
    expect(taken.getAttribute("aria-disabled")).toBe("true");
    expect(taken.closest("a")).toBeNull();
    expect(within(list).getByRole("link", { name: "Hire Freelancer" }).getAttribute("href")).toBe("/hirefreelancers");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("list")).toBeNull();
  });
});
