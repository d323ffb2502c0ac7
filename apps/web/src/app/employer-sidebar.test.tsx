import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { http } from "msw";
import { ok } from "@mp/ui/test/msw.ts";
import { clearStoredData, storeSession } from "../lib/session";
import { makeCategory } from "../test/categories";
import { renderApp } from "../test/render";
import { server } from "../test/server";
import { makeToken, makeUser, signIn } from "../test/session";

const bakeries = makeCategory("Bakeries");

function mockSite() {
  server.use(http.get("/api/category", () => ok([bakeries])));
}

const employerMenu = () => screen.queryByRole("navigation", { name: "Employer menu" });

describe("the Employer sidebar in the main layout", () => {
  it("is hidden from visitors", async () => {
    mockSite();
    renderApp("/terms-conditions");
    await screen.findByRole("heading", { level: 1, name: "Terms & Conditions" });
    expect(employerMenu()).toBeNull();
    expect(screen.queryByRole("complementary", { name: "Categories" })).toBeNull();
  });

  it("is hidden from a signed-in User", async () => {
    mockSite();
    signIn(makeUser({ userType: "User" }));
    renderApp("/terms-conditions");
    await screen.findByRole("heading", { level: 1, name: "Terms & Conditions" });
    expect(employerMenu()).toBeNull();
  });

  it("is shown to an Employer, beside the page", async () => {
    mockSite();
    signIn(makeUser({ userType: "Employer" }));
    renderApp("/terms-conditions");
    await screen.findByRole("heading", { level: 1, name: "Terms & Conditions" });
    const aside = screen.getByRole("complementary", { name: "Categories" });
    expect(aside.contains(await screen.findByRole("button", { name: "Bakeries" }))).toBe(true);
    expect(aside.contains(employerMenu())).toBe(true);
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("href")).toBe("/home");
  });

  it("follows sign-in and sign-out", async () => {
    mockSite();
    renderApp("/terms-conditions");
    await screen.findByRole("heading", { level: 1, name: "Terms & Conditions" });
    expect(employerMenu()).toBeNull();

    act(() => storeSession(makeUser({ userType: "Employer" }), makeToken()));
    await waitFor(() => expect(employerMenu()).not.toBeNull());

    act(() => clearStoredData());
    await waitFor(() => expect(employerMenu()).toBeNull());
  });
});
