import type { CheckoutView } from "@mp/contracts/billing";
import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";
import { signIn } from "../../../test/session";
import { makeCheckout, userPlans } from "../testing/fixtures";

const premium = userPlans[2]!;

function checkoutApi(view: CheckoutView) {
  server.use(
    http.get("/api/payments/checkout/:id", ({ params }) =>
      params.id === view._id ? ok(view) : failure(404, "Checkout not found."),
    ),
    http.post("/api/payments/test-checkout/:id/pay", () =>
      ok({ status: "completed", redirectUrl: `${window.location.origin}/paymentsuccess?checkout=${view._id}` }),
    ),
    http.post("/api/payments/test-checkout/:id/decline", () =>
      ok({ status: "declined", redirectUrl: `${window.location.origin}/paymentfailed?checkout=${view._id}` }),
    ),
  );
  return recordRequests(server);
}

const fact = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("/testcheckout/{id}", () => {
  it("is marked as a test and shows the plan, its price and the prorated amount due for an upgrade", async () => {
    signIn();
    const view = makeCheckout(premium, { kind: "upgrade", amountCents: 1333 });
    checkoutApi(view);
    renderApp(`/testcheckout/${view._id}`);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Test checkout");
    expect((await screen.findByText("Test mode — no real payment")).closest("p")?.className).toBe("test-mode-banner");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Upgrade to Premium");
    expect(fact("Plan")).toBe("Premium (user plan): 300 connects a month");
    expect(fact("Price")).toBe("$39.99 per month");
    expect(fact("Due now (prorated)")).toBe("$13.33");
    // No layout: no site header or footer.
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });

  it("pays, then goes where the server says", async () => {
    signIn();
    const view = makeCheckout(premium);
    const sent = checkoutApi(view);
    server.use(http.get("/api/payments/checkout/:id", () => ok(view)));
    const { user, router } = renderApp(`/testcheckout/${view._id}`);
    await screen.findByText("Due now", { selector: "dt" });
    expect(fact("Due now")).toBe("$39.99");
    await user.click(await screen.findByRole("button", { name: "Pay" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/paymentsuccess"));
    expect(router.state.location.search).toBe(`?checkout=${view._id}`);
    const pay = sent.find((r) => r.method === "POST");
    expect(pay?.path).toBe(`/api/payments/test-checkout/${view._id}/pay`);
    expect(pay?.headers.get("Authorization")).toMatch(/^Bearer /);
  });

  it("declines, then lands on the failed page", async () => {
    signIn();
    const view = makeCheckout(premium);
    const sent = checkoutApi(view);
    const { user, router } = renderApp(`/testcheckout/${view._id}`);
    await user.click(await screen.findByRole("button", { name: "Decline" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/paymentfailed"));
    expect(sent.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
      `/api/payments/test-checkout/${view._id}/decline`,
    ]);
  });

  it("shows the server's refusal and the checkout as it now is", async () => {
    signIn();
    const view = makeCheckout(premium);
    checkoutApi(view);
    let answers = 0;
    server.use(
      http.get("/api/payments/checkout/:id", () => ok(++answers === 1 ? view : { ...view, status: "expired" })),
      http.post("/api/payments/test-checkout/:id/pay", () => failure(409, "This checkout is no longer open.")),
    );
    const { user } = renderApp(`/testcheckout/${view._id}`);
    await user.click(await screen.findByRole("button", { name: "Pay" }));
    const notice = await screen.findByRole("region", { name: "This checkout has expired" });
    expect(notice.querySelector(".payment-card__lead")?.textContent).toBe(
      "Nothing was charged. You can start again from the plans.",
    );
    expect(screen.queryByRole("button", { name: "Pay" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to the plans" }).getAttribute("href")).toBe(
      "/productsubscriptionplan",
    );
  });

  it("offers no buttons on a checkout already paid", async () => {
    signIn();
    const view = makeCheckout(premium, { status: "completed" });
    checkoutApi(view);
    renderApp(`/testcheckout/${view._id}`);
    const notice = await screen.findByRole("region", { name: "This checkout is already paid" });
    expect(notice.querySelector(".payment-card__lead")?.textContent).toBe("See what your payment gave you.");
    expect(screen.queryByRole("button", { name: "Pay" })).toBeNull();
    expect(screen.getByRole("link", { name: "See your payment" }).getAttribute("href")).toBe(
      `/paymentsuccess?checkout=${view._id}`,
    );
  });

  it("says when the checkout is not the reader's", async () => {
    signIn();
    checkoutApi(makeCheckout(premium));
    renderApp("/testcheckout/c0c0c0c0-0000-4000-8000-00000000dead");
    const alert = await screen.findByRole("alert");
    expect(alert.querySelector(".status-message__title")?.textContent).toBe("Checkout not found");
    expect(alert.textContent).toContain("It may belong to another account. Start again from the plans.");
  });

  it("asks a visitor to sign in first", async () => {
    const sent = recordRequests(server);
    renderApp("/testcheckout/c0c0c0c0-0000-4000-8000-00000000dead");
    const signInFirst = (await screen.findByText("Sign in to see this page")).closest("[role=status]") as HTMLElement;
    expect(within(signInFirst).getByRole("button").textContent).toBe("Sign in");
    expect(sent.some((r) => r.path.startsWith("/api/payments"))).toBe(false);
  });
});
