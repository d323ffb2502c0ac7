import { describe, expect, it } from "vitest";
import {
  canOpenAdminPanel,
  hasClientPrivilege,
  hirePlanAction,
  isLowBalance,
  isUpgradablePlan,
  planAction,
} from "./account-rules";
import { adminUserListUrl, logoutRedirectUrl } from "./admin-handoff";

const allPages = () => true;
const noPages = () => false;

describe("account rules", () => {
  it("counts 10 or fewer as a low balance", () => {
    expect([0, 9, 10].map(isLowBalance)).toEqual([true, true, true]);
    expect([11, 250].map(isLowBalance)).toEqual([false, false]);
  });

  it("offers Upgrade for Basic and Standard only, and Buy subscription without a plan", () => {
    expect(isUpgradablePlan({ planType: "Basic", connects: 5 })).toBe(true);
    expect(isUpgradablePlan({ planType: "Standard", connects: 5 })).toBe(true);
    expect(isUpgradablePlan({ planType: "Premium", connects: 5 })).toBe(false);
    expect(isUpgradablePlan(null)).toBe(false);
    expect(planAction({ planType: "Basic", connects: 1 }, allPages)).toEqual({
      label: "Upgrade",
      to: "/productsubscriptionplan",
    });
    expect(planAction({ planType: "Premium", connects: 1 }, allPages)).toBeNull();
    expect(planAction(null, allPages)).toEqual({ label: "Buy subscription", to: "/productsubscriptionplan" });
  });

  it("offers the same for the hire plan, on the hire plan page", () => {
    expect(hirePlanAction("Standard", allPages)).toEqual({ label: "Upgrade", to: "/hiresubscriptionplan" });
    expect(hirePlanAction(" basic ", allPages)).toEqual({ label: "Upgrade", to: "/hiresubscriptionplan" });
    expect(hirePlanAction("Premium", allPages)).toBeNull();
    expect(hirePlanAction(null, allPages)).toEqual({ label: "Buy subscription", to: "/hiresubscriptionplan" });
    expect(hirePlanAction("Basic", noPages)).toBeNull();
  });

  it("offers no plan button while the subscription page does not exist", () => {
    expect(planAction({ planType: "Basic", connects: 1 }, noPages)).toBeNull();
    expect(planAction(null, noPages)).toBeNull();
  });

  it("opens the admin panel for the additional types Admin and Super-Admin only", () => {
    expect(canOpenAdminPanel({ additionalusertype: "Admin" })).toBe(true);
    expect(canOpenAdminPanel({ additionalusertype: "Super-Admin" })).toBe(true);
    expect(canOpenAdminPanel({ additionalusertype: null })).toBe(false);
  });

  it("gives the Member Profile to holders of the Client privilege", () => {
    expect(hasClientPrivilege({ AddtionalRole: ["Freelancer", "Client"] })).toBe(true);
    expect(hasClientPrivilege({ AddtionalRole: ["Freelancer"] })).toBe(false);
  });

  it("opens the admin panel on its user list, whatever the setting's trailing slashes", () => {
    expect(adminUserListUrl("https://admin.example.com")).toBe("https://admin.example.com/users");
    expect(adminUserListUrl("https://admin.example.com//")).toBe("https://admin.example.com/users");
  });

  it("ends logout on the admin host's redirect page with the clear flag", () => {
    expect(logoutRedirectUrl("https://admin.example.com")).toBe("https://admin.example.com/redirect?clear=true");
    expect(logoutRedirectUrl("https://admin.example.com/")).toBe("https://admin.example.com/redirect?clear=true");
  });
});
