import { act, renderHook } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { makeToken, makeUser, signIn } from "../test/session";
import {
  clearStoredData,
  readTokenExpiry,
  removeExpiredSession,
  sessionEntries,
  storeSession,
  storageKeys,
  useSession,
  useSessionValue,
} from "./session";

function storedKeys(): string[] {
  return Object.keys(localStorage).sort();
}

describe("storeSession", () => {
  it("writes the spec's keys, spelled as the spec spells them", () => {
    const user = makeUser({
      userType: "Employer",
      phone: "+1 5550142",
      ClientId: "client-7",
      FreelancerId: "freelancer-9",
      HireFreelancerAvailable: true,
      RemainingFreelancer: 4,
      additionalusertype: "Admin",
      AddtionalRole: ["Client", "Freelancer"],
    });
    const token = makeToken();
    storeSession(user, token);

    expect(Object.fromEntries(Object.entries(localStorage))).toEqual({
      token,
      employerToken: token,
      userId: user._id,
      userType: "Employer",
      clientId: "client-7",
      freelancerId: "freelancer-9",
      contact: "+1 5550142",
      email: user.email,
      employerId: user._id,
      user: JSON.stringify(user),
      availableToHire: "true",
      hireConnectLeft: "4",
      addtionaluserType: "Admin",
    });
  });

  it("stores the reduced set for user type User with the Super-Admin role", () => {
    const user = makeUser({ userType: "User", additionalusertype: "Super-Admin", ClientId: "client-1" });
    const token = makeToken();
    storeSession(user, token);
    expect(storedKeys()).toEqual(["addtionaluserType", "employerToken", "token", "user", "userId", "userType"]);
    expect(localStorage.getItem("addtionaluserType")).toBe("Super-Admin");
  });

  it("keeps the full set for an Employer with the Super-Admin role", () => {
    const user = makeUser({ userType: "Employer", additionalusertype: "Super-Admin" });
    expect(Object.keys(sessionEntries(user, "t"))).toContain("employerId");
  });

  it("leaves out values the user does not have and replaces an earlier session", () => {
    storeSession(makeUser({ ClientId: "old-client", phone: "+1 555" }), makeToken());
    storeSession(makeUser({ ClientId: null, phone: null }), makeToken());
    expect(localStorage.getItem("clientId")).toBeNull();
    expect(localStorage.getItem("contact")).toBeNull();
    expect(localStorage.getItem("employerId")).toBeNull();
  });
});

describe("the employer token's expiry", () => {
  it("reads exp from the base64url JSON payload", () => {
    const token = makeToken(60);
    expect(readTokenExpiry(token)).toBe(Math.floor(Date.now() / 1000) + 60);
    expect(readTokenExpiry("not-a-jwt")).toBeNull();
    expect(readTokenExpiry("a.%%%.c")).toBeNull();
  });

  it("removes the session of an expired employer token but keeps the selected category", () => {
    signIn(makeUser(), makeToken(-5));
    localStorage.setItem(storageKeys.categoryId, "cat-1");
    expect(removeExpiredSession()).toBe(true);
    expect(storedKeys()).toEqual(["categoryId"]);
  });

  it("keeps a session whose token is still valid or carries no readable expiry", () => {
    signIn(makeUser(), makeToken(120));
    expect(removeExpiredSession()).toBe(false);
    expect(localStorage.getItem("token")).not.toBeNull();

    signIn(makeUser(), "opaque-token");
    expect(removeExpiredSession()).toBe(false);
    expect(localStorage.getItem("employerToken")).toBe("opaque-token");
  });
});

describe("useSession", () => {
  it("is logged in while a token is stored, and follows sign-in and clearing", () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ isLoggedIn: false, userId: null, user: null });

    const user = makeUser();
    act(() => void signIn(user));
    expect(result.current).toEqual({ isLoggedIn: true, userId: user._id, user });

    act(() => clearStoredData());
    expect(result.current.isLoggedIn).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it("hydrates a signed-out server page without rendering again", async () => {
    const renders: boolean[] = [];
    function Probe() {
      const session = useSession();
      renders.push(session.isLoggedIn);
      return <p>{session.isLoggedIn ? "in" : "out"}</p>;
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Probe />);
    renders.length = 0;
    // A second render after hydration would also hydrate every Suspense boundary below it at once.
    await act(async () => void hydrateRoot(container, <Probe />));
    expect(renders).toEqual([false]);
    expect(container.textContent).toBe("out");
  });

  it("lets a signed-in page hydrate without rendering again where the value read is a visitor's", async () => {
    signIn(makeUser({ userType: "User" }));
    const renders: boolean[] = [];
    function Probe() {
      const isEmployer = useSessionValue((session) => session.user?.userType === "Employer");
      renders.push(isEmployer);
      return <p>{isEmployer ? "employer" : "other"}</p>;
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Probe />);
    renders.length = 0;
    await act(async () => void hydrateRoot(container, <Probe />));
    expect(renders).toEqual([false]);

    act(() => void signIn(makeUser({ userType: "Employer" })));
    expect(renders).toEqual([false, true]);
    expect(container.textContent).toBe("employer");
  });

  it("returns the same object while storage is unchanged", () => {
    signIn();
    const { result, rerender } = renderHook(() => useSession());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
