import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithRouter } from "../../../test/render";
import { makeUser } from "../../../test/session";
import { AccountDetails, type MemberCompany } from "./account-details";

function renderMemberTab(company?: MemberCompany) {
  const user = makeUser({ AddtionalRole: ["Client"], RemainingFreelancer: 25 });
  return renderWithRouter(
    <AccountDetails
      user={user}
      plan={null}
      tab="member"
      tabs={["user", "member"]}
      company={company}
      onTabChange={vi.fn()}
      onNavigate={vi.fn()}
    />,
  );
}

const valueOf = (label: string) => screen.queryByText(label, { selector: "dt" })?.nextElementSibling?.textContent;

describe("the Member Profile tab", () => {
  it("shows the company's name and address when the member has them", async () => {
    renderMemberTab({ name: "Lovelace Analytics", address: "12 Engine St, Sydney" });
    await screen.findByRole("tabpanel");
    expect(valueOf("Company Name")).toBe("Lovelace Analytics");
    expect(valueOf("Company Address")).toBe("12 Engine St, Sydney");
    expect(valueOf("User Type")).toBe("Member");
  });

  it("leaves out company rows it has no value for, and shows a healthy allowance in green", async () => {
    renderMemberTab({ name: "Lovelace Analytics", address: null });
    await screen.findByRole("tabpanel");
    expect(valueOf("Company Address")).toBeUndefined();
    expect(screen.getByText("25").className).toContain("account-balance--ok");
    expect(screen.queryByRole("link", { name: "Upgrade" })).toBeNull();
  });
});
