import type { User } from "@mp/contracts/user";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { failure } from "@mp/ui/test/msw.ts";
import { clientDetailsBody, makeClientProfile } from "../../../test/profiles";
import { renderWithRouter } from "../../../test/render";
import { server } from "../../../test/server";
import { makeUser } from "../../../test/session";
import { AccountDetails } from "./account-details";

type MemberCompany = { name: string; address: string };

/** The member tab with the client profile the server answers for the company rows (none: 404). */
function renderMemberTab(company?: MemberCompany, overrides: Partial<User> = {}) {
  const asked: unknown[] = [];
  server.use(
    http.post("/api/clientProfileDetails", async ({ request }) => {
      asked.push(await request.json());
      if (!company) return failure(404, "Client not found.");
      const profile = makeClientProfile({ CompanyName: company.name, CompanyAddress: company.address });
      return HttpResponse.json(clientDetailsBody(profile));
    }),
  );
  const user = makeUser({ AddtionalRole: ["Client"], RemainingFreelancer: 25, ...overrides });
  return {
    asked,
    account: user,
    ...renderWithRouter(
      <AccountDetails
        user={user}
        plan={null}
        tab="member"
        tabs={["user", "member"]}
        onTabChange={vi.fn()}
        onNavigate={vi.fn()}
      />,
    ),
  };
}

const valueOf = (label: string) => screen.queryByText(label, { selector: "dt" })?.nextElementSibling?.textContent;

describe("the Member Profile tab", () => {
  it("shows the company's name and address from the member's client profile", async () => {
    const { asked, account } = renderMemberTab({ name: "Lovelace Analytics", address: "12 Engine St, Sydney" });
    await screen.findByRole("tabpanel");
    await waitFor(() => expect(valueOf("Company Name")).toBe("Lovelace Analytics"));
    expect(asked).toEqual([{ page: 1, limit: 10, id: account._id }]);
    expect(valueOf("Company Address")).toBe("12 Engine St, Sydney");
    expect(valueOf("User Type")).toBe("Member");
  });

  it("leaves out company rows it has no value for, and shows a healthy allowance in green", async () => {
    renderMemberTab({ name: "Lovelace Analytics", address: "" });
    await screen.findByRole("tabpanel");
    await waitFor(() => expect(valueOf("Company Name")).toBe("Lovelace Analytics"));
    expect(valueOf("Company Address")).toBeUndefined();
    expect(screen.getByText("25").className).toContain("account-balance--ok");
    expect(valueOf("Remaining Freelancer")).toBe("25");
  });

  it("names the hire plan with an Upgrade to the hire plans for Basic and Standard", async () => {
    for (const [plan, action] of [
      ["Basic", "Upgrade"],
      ["Standard", "Upgrade"],
      ["Premium", null],
      [null, "Buy subscription"],
    ] as const) {
      const view = renderMemberTab(undefined, { HireSubscriptionType: plan });
      const panel = await screen.findByRole("tabpanel");
      const hirePlan = valueOf("Hire Plan");
      expect(hirePlan, String(plan)).toBe(`${plan ?? "No hire plan yet"}${action ?? ""}`);
      const links = within(panel).queryAllByRole("link");
      expect(
        links.map((link) => [link.textContent, link.getAttribute("href")]),
        String(plan),
      ).toEqual(action ? [[action, "/hiresubscriptionplan"]] : []);
      view.unmount();
    }
  });

  it("shows 10 or fewer Remaining Freelancer in red", async () => {
    renderMemberTab(undefined, { RemainingFreelancer: 10, HireSubscriptionType: "Basic" });
    await screen.findByRole("tabpanel");
    expect(screen.getByText("10").className).toContain("account-balance--low");
    expect(valueOf("Remaining Freelancer")).toBe("10 (running low)");
  });
});

describe("AccountDetails, the user tab without a plan", () => {
  function renderUserTab(overrides: Partial<User>) {
    return renderWithRouter(
      <AccountDetails
        user={makeUser(overrides)}
        plan={null}
        tab="user"
        tabs={["user"]}
        onTabChange={vi.fn()}
        onNavigate={vi.fn()}
      />,
    );
  }

  it("shows a freelancer's welcome connects beside Buy subscription", async () => {
    renderUserTab({ AddtionalRole: ["Freelancer"], connects: 10 });
    const buy = await screen.findByRole("link", { name: "Buy subscription" });
    expect(buy.getAttribute("href")).toBe("/productsubscriptionplan");
    expect(screen.getByText("10 connects left").className).toContain("account-balance--low");
  });

  it("shows no connects row when there are none and no plan", async () => {
    renderUserTab({ connects: 0 });
    const buy = await screen.findByRole("link", { name: "Buy subscription" });
    expect(buy.getAttribute("href")).toBe("/productsubscriptionplan");
    expect(screen.queryByText(/connects left/)).toBeNull();
  });
});
