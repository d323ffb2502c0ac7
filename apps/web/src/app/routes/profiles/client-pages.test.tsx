import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { failure, ok } from "@mp/ui/test/msw.ts";
import { descriptionOf, dialogNamed } from "../../../test/dom";
import { clientDetailsBody, makeClientProfile } from "../../../test/profiles";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";
import { signInWithDetails } from "../../../test/account-details";

const mockAccount = (overrides: Parameters<typeof signInWithDetails>[0] = {}) =>
  signInWithDetails({ name: "Grace Hopper", email: "grace@example.org", phone: "+1 2025550199", ...overrides });

describe("/registerclient", () => {
  it("presets the user type to Employer when a visitor signs up from it", async () => {
    const view = renderApp("/registerclient");
    const login = await dialogNamed("Sign in");
    await view.user.click(within(login).getByRole("button", { name: "Create an account" }));
    const signup = await dialogNamed("Create your account");
    expect(within(signup).getByLabelText("User type")).toHaveProperty("value", "Employer");
  });

  it("leaves the usual User elsewhere", async () => {
    const view = renderApp("/registerfreelancer");
    const login = await dialogNamed("Sign in");
    await view.user.click(within(login).getByRole("button", { name: "Create an account" }));
    const signup = await dialogNamed("Create your account");
    expect(within(signup).getByLabelText("User type")).toHaveProperty("value", "User");
  });

  it("registers the account as a client from the account's details, then shows the member profile", async () => {
    const { user, details } = mockAccount();
    const sent: unknown[] = [];
    const profile = makeClientProfile({ userId: user._id, FullName: "Grace Hopper", CompanyName: "Compiler Works" });
    server.use(
      http.post("/api/clients/register", async ({ request }) => {
        sent.push(await request.json());
        details.current = { ...user, AddtionalRole: ["Client"], ClientId: profile._id };
        return ok(profile, { status: 201 });
      }),
      http.post("/api/clientProfileDetails", () =>
        HttpResponse.json(
          clientDetailsBody(profile, {
            jobs: [
              {
                _id: "00000000-0000-4000-8000-0000000009b1",
                title: "Bind 40 theses",
                status: "open",
                createdAt: "2025-06-01T00:00:00.000Z",
              },
            ],
          }),
        ),
      ),
    );
    const view = renderApp("/registerclient");
    await screen.findByRole("heading", { level: 1, name: "Register as a Client" });
    expect(screen.getByLabelText("Full name")).toHaveProperty("value", "Grace Hopper");
    expect(screen.getByLabelText("Email")).toHaveProperty("value", "grace@example.org");
    expect(screen.getByLabelText("Phone number")).toHaveProperty("value", "+1 2025550199");
    await view.user.type(screen.getByLabelText("Your role"), "Founder");
    await view.user.type(screen.getByLabelText("Company name"), "Compiler Works");
    await view.user.type(screen.getByLabelText("Company address"), "1 Harbor Rd");
    await view.user.click(screen.getByRole("button", { name: "Register as a client" }));

    await screen.findByRole("heading", { level: 1, name: "Client profile" });
    expect(sent).toEqual([
      {
        FullName: "Grace Hopper",
        Email: "grace@example.org",
        PhoneNumber: "+12025550199",
        Role: "Founder",
        CompanyName: "Compiler Works",
        CompanyAddress: "1 Harbor Rd",
        about: "",
        logoImageId: null,
      },
    ]);
    await screen.findByRole("heading", { level: 2, name: "Compiler Works" });
    expect(screen.getByText("Remaining Freelancer").nextElementSibling?.textContent).toBe("25");
    expect(screen.getByRole("link", { name: "Bind 40 theses" }).getAttribute("href")).toBe(
      "/job/00000000-0000-4000-8000-0000000009b1",
    );
    expect(screen.getByRole("link", { name: "Edit profile" }).getAttribute("href")).toBe("/editclientprofile");
    await waitFor(() => expect(JSON.parse(localStorage.getItem("user")!).AddtionalRole).toEqual(["Client"]));
  });

  it("refuses a phone number without its country code before sending anything", async () => {
    mockAccount({ phone: null });
    let calls = 0;
    server.use(
      http.post("/api/clients/register", () => {
        calls += 1;
        return failure(500, "no");
      }),
    );
    const view = renderApp("/registerclient");
    await view.user.type(await screen.findByLabelText("Phone number"), "2025550199");
    await view.user.click(screen.getByRole("button", { name: "Register as a client" }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText("Phone number"))).toContain(
        "Enter a valid phone number with its country code, such as +1 202 555 0123.",
      ),
    );
    expect(descriptionOf(screen.getByLabelText("Company name"))).toContain("Company name is required.");
    expect(calls).toBe(0);
  });
});

describe("/clientprofile and /editclientprofile", () => {
  it("offers registration to an account that is not a client", async () => {
    mockAccount();
    server.use(http.post("/api/clientProfileDetails", () => failure(404, "Client not found.")));
    renderApp("/clientprofile");
    await screen.findByText("You are not registered as a client yet");
    expect(screen.getByRole("link", { name: "Register as a Client" }).getAttribute("href")).toBe("/registerclient");
  });

  it("edits the profile with PUT /api/clients/me and returns to it", async () => {
    const { user } = mockAccount({ AddtionalRole: ["Client"] });
    const profile = makeClientProfile({ userId: user._id });
    const sent: unknown[] = [];
    server.use(
      http.post("/api/clientProfileDetails", () => HttpResponse.json(clientDetailsBody(profile))),
      http.put("/api/clients/me", async ({ request }) => {
        sent.push(await request.json());
        return ok({ ...profile, CompanyName: "Lovelace & Co" });
      }),
    );
    const view = renderApp("/editclientprofile");
    const company = await screen.findByLabelText("Company name");
    expect(company).toHaveProperty("value", "Lovelace Analytics");
    await view.user.clear(company);
    await view.user.type(company, "Lovelace & Co");
    await view.user.click(screen.getByRole("button", { name: "Save profile" }));
    await screen.findByRole("heading", { level: 1, name: "Client profile" });
    expect(sent).toMatchObject([{ CompanyName: "Lovelace & Co", Email: "ada@example.org" }]);
  });
});
