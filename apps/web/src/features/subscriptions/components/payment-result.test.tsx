import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { liveRole } from "@mp/ui/test/dom.ts";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";
import { makeUser, signIn } from "../../../test/session";
import { hirePlans, makeCheckout, makeSubscription, userPlans } from "../testing/fixtures";

const basic = userPlans[0]!;
const fact = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("/paymentsuccess", () => {
  it("waits for the server to confirm, then shows the plan, the connects and the next renewal", async () => {
    const account = makeUser();
    signIn(account);
    const open = makeCheckout(basic);
    const completed = {
      ...open,
      status: "completed" as const,
      completedAt: "2026-11-25T01:05:00.000Z",
      subscription: makeSubscription(basic),
      granted: { connects: 50, freelancers: 0, connectsBalance: 50, freelancersBalance: 0 },
    };
    let polls = 0;
    server.use(
      http.get("/api/payments/checkout/:id", () => ok(++polls < 3 ? open : completed)),
      http.get("/api/adds/UserDetalis/:id", () =>
        HttpResponse.json({
          result: 1,
          result_value: { ...account, userPlan: { planType: "Basic", connects: 50 } },
          userPlan: { planType: "Basic", connects: 50 },
        }),
      ),
    );
    const sent = recordRequests(server);
    renderApp(`/paymentsuccess?checkout=${open._id}`);
    expect(liveRole(await screen.findByRole("heading", { level: 2, name: "Confirming your payment…" }))).toBe("status");
    const confirmed = await screen.findByRole("region", { name: "Payment confirmed" }, { timeout: 8000 });
    expect(confirmed.querySelector(".payment-card__lead")?.textContent).toBe("Your Basic plan has started.");
    expect(screen.queryByText("Confirming your payment…")).toBeNull();
    expect(polls).toBe(3);
    expect(fact("Plan")).toBe("Basic (user plan)");
    expect(fact("Paid")).toBe("$9.99");
    expect(fact("Connects")).toBe("+50, 50 connects left");
    expect(fact("Next renewal")).toBe("Dec 20, 2026");
    expect(screen.getByRole("link", { name: "See your subscription" }).getAttribute("href")).toBe("/subscription");
    // The account's details are fetched again, and the stored user follows them.
    await waitFor(() => expect(sent.map((r) => r.path)).toContain(`/api/adds/UserDetalis/${account._id}`));
    await waitFor(() => expect(JSON.parse(localStorage.getItem("user") ?? "{}").userPlan?.planType).toBe("Basic"));
    // Reading the page grants nothing: only GETs went out.
    expect(sent.every((r) => r.method === "GET")).toBe(true);
  });

  it("stores the new Remaining Freelancer once a hire plan is confirmed (the /payment-success spelling too)", async () => {
    const account = makeUser({ AddtionalRole: ["Client"], ClientId: "client-1" });
    signIn(account);
    const checkout = makeCheckout(hirePlans[1]!, {
      status: "completed",
      subscription: makeSubscription(hirePlans[1]!, { cancelAtPeriodEnd: true }),
      granted: { connects: 0, freelancers: 15, connectsBalance: 0, freelancersBalance: 15 },
    });
    const fresh = {
      ...account,
      HireFreelancerAvailable: true,
      RemainingFreelancer: 15,
      HireSubscriptionType: "Standard",
    };
    server.use(
      http.get("/api/payments/checkout/:id", () => ok(checkout)),
      http.get("/api/adds/UserDetalis/:id", () =>
        HttpResponse.json({ result: 1, result_value: fresh, userPlan: null }),
      ),
    );
    renderApp(`/payment-success?checkout=${checkout._id}`);
    const confirmed = await screen.findByRole("region", { name: "Payment confirmed" });
    expect(confirmed.querySelector(".payment-card__lead")?.textContent).toBe("Your Standard plan has started.");
    expect(fact("Remaining Freelancer")).toBe("+15, 15 left");
    expect(fact("Ends on")).toBe("Dec 20, 2026");
    expect(screen.getByRole("link", { name: "Hire freelancers" }).getAttribute("href")).toBe("/hirefreelancers");
    await waitFor(() => expect(localStorage.getItem("hireConnectLeft")).toBe("15"));
    expect(localStorage.getItem("availableToHire")).toBe("true");
    expect(localStorage.getItem("employerToken")).not.toBeNull();
  });

  it("says a declined checkout charged nothing, with Try again to its plans", async () => {
    signIn();
    const checkout = makeCheckout(hirePlans[0]!, { status: "declined" });
    server.use(http.get("/api/payments/checkout/:id", () => ok(checkout)));
    const sent = recordRequests(server);
    renderApp(`/paymentsuccess?checkout=${checkout._id}`);
    const notice = await screen.findByRole("region", { name: "The payment was declined" });
    expect(notice.querySelector(".payment-card__lead")?.textContent).toBe(
      "Nothing was charged and your plan has not changed.",
    );
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/hiresubscriptionplan");
    expect(sent.some((r) => r.path.startsWith("/api/adds/"))).toBe(false);
  });

  it("shows nothing to confirm without a checkout, and a checkout of someone else as not found", async () => {
    signIn();
    server.use(http.get("/api/payments/checkout/:id", () => failure(404, "Checkout not found.")));
    const first = renderApp("/paymentsuccess");
    const nothing = await screen.findByRole("region", { name: "No payment to show" });
    expect(within(nothing).getByRole("link", { name: "See the plans" }).getAttribute("href")).toBe(
      "/productsubscriptionplan",
    );
    first.unmount();
    renderApp("/paymentsuccess?checkout=c0c0c0c0-0000-4000-8000-00000000dead");
    const missing = (await screen.findByText("Payment not found")).closest("[role=alert]") as HTMLElement;
    expect(missing.textContent).toContain("This checkout belongs to another account, or does not exist.");
    expect(within(missing).queryByRole("button", { name: "Retry" })).toBeNull();
  });
});

describe("/paymentfailed", () => {
  it("says nothing was charged and offers Try again on the plans of the checkout's family", async () => {
    signIn();
    const checkout = makeCheckout(hirePlans[2]!, { status: "declined" });
    server.use(http.get("/api/payments/checkout/:id", () => ok(checkout)));
    renderApp(`/paymentfailed?checkout=${checkout._id}`);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Payment not completed");
    expect(
      screen.getByRole("region", { name: "Nothing was charged" }).querySelector(".payment-card__lead")?.textContent,
    ).toMatch(/^The checkout was not paid, so your plan has not changed\./);
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/hiresubscriptionplan"),
    );
  });

  it("leads back to the user plans without a checkout", async () => {
    signIn();
    renderApp("/paymentfailed");
    expect((await screen.findByRole("link", { name: "Try again" })).getAttribute("href")).toBe(
      "/productsubscriptionplan",
    );
  });
});
