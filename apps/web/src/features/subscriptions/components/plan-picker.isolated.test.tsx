import { screen, waitFor, within } from "@testing-library/react";
import type { User } from "@mp/contracts/user";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageOverrides as pages } from "../../../test/page-overrides";
import { deferred, failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { liveRole } from "@mp/ui/test/dom.ts";
import { toastKind } from "../../../test/dom";
import { renderApp } from "../../../test/render";
import { server } from "../../../test/server";
import { makeUser, signIn } from "../../../test/session";
import { hirePlans, makeSubscription, planIds, userPlans } from "../testing/fixtures";

vi.mock("../../../lib/pages", async (importOriginal) => {
  const { withPageOverrides } = await import("../../../test/page-overrides");
  return withPageOverrides(await importOriginal());
});

afterEach(() => {
  pages.existing.clear();
  pages.missing.clear();
});

const checkoutId = "c0c0c0c0-0000-4000-8000-0000000000aa";
const noSubscriptions = { user: null, hire: null };

function plansApi({ user = noSubscriptions as object, checkoutUrl = `/testcheckout/${checkoutId}` } = {}) {
  server.use(
    http.get("/api/plans", ({ request }) =>
      ok(new URL(request.url).searchParams.get("family") === "hire" ? hirePlans : userPlans),
    ),
    http.get("/api/subscription", () => ok(user)),
    http.post("/api/payments/checkout", () => ok({ checkoutId, url: checkoutUrl })),
    http.get("/api/payments/checkout/:id", () => failure(404, "Checkout not found.")),
  );
  return recordRequests(server);
}

/** The plan cards, in order (each card's features are a list of their own). */
const cards = () => [...screen.getByRole("list", { name: /plans$/ }).children] as HTMLElement[];
const cardOf = async (name: string) => (await screen.findByRole("article", { name })).closest("li") as HTMLElement;

describe("/productsubscriptionplan", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows every user plan with its price and what it gives, each to buy without a plan", async () => {
    signIn();
    const sent = plansApi();
    renderApp("/productsubscriptionplan");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Subscription plans");
    const basic = await cardOf("Basic");
    expect(basic.querySelector(".plan-card__price")?.textContent).toBe("$9.99 per month");
    expect([...basic.querySelectorAll(".plan-card__features li")].map((li) => li.textContent)).toEqual([
      "50 connects a month",
      "25 listings",
      "30 images per listing",
      "4 banner ads",
      "2 feature ads",
    ]);
    expect(basic.querySelector(".plan-card__description")?.textContent).toBe("Basic for a growing shop.");
    expect(cards().map((card) => within(card).getByRole("button").getAttribute("aria-label"))).toEqual([
      "Buy Basic",
      "Buy Standard",
      "Buy Premium",
    ]);
    expect(screen.queryByText("Current plan")).toBeNull();
    expect(sent.map((r) => r.path)).toEqual(expect.arrayContaining(["/api/plans?family=user", "/api/subscription"]));
  });

  it("marks the current plan, offers nothing lower and an Upgrade, prorated, to a higher one", async () => {
    signIn();
    plansApi({ user: { user: makeSubscription(userPlans[1]!), hire: null } });
    renderApp("/productsubscriptionplan");
    const standard = await cardOf("Standard");
    expect(standard.querySelector(".plan-card__badge")?.textContent).toBe("Current plan");
    expect(within(standard).queryByRole("button")).toBeNull();
    expect([...standard.querySelectorAll(".plan-card__note")].map((note) => note.textContent)).toEqual([
      "Renews on Dec 20, 2026",
    ]);
    expect(within(standard).getByRole("link", { name: "Manage your subscription" }).getAttribute("href")).toBe(
      "/subscription",
    );
    const basic = await cardOf("Basic");
    expect(within(basic).queryByRole("button")).toBeNull();
    expect(basic.querySelector(".plan-card__badge")).toBeNull();
    expect(basic.querySelector(".plan-card__note")?.textContent).toBe("Below your current plan: plans only move up.");
    const premium = await cardOf("Premium");
    expect(within(premium).getByRole("button", { name: "Upgrade to Premium" }).textContent).toBe("Upgrade");
    expect(premium.querySelector(".plan-card__note")?.textContent).toMatch(/^Prorated: you pay only the difference/);
  });

  it("starts the checkout with the plan's id alone and opens the test checkout page", async () => {
    signIn();
    const sent = plansApi();
    const { user, router } = renderApp("/productsubscriptionplan");
    await user.click(await screen.findByRole("button", { name: "Buy Basic" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/testcheckout/${checkoutId}`));
    const post = sent.find((r) => r.method === "POST");
    expect(post?.path).toBe("/api/payments/checkout");
    expect(post?.body).toEqual({ planId: planIds.userBasic });
    expect(post?.headers.get("Authorization")).toMatch(/^Bearer /);
  });

  it("sends the browser to Stripe's page when the checkout is there", async () => {
    signIn();
    plansApi({ checkoutUrl: "https://checkout.stripe.com/c/pay/cs_test_123" });
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const { user } = renderApp("/productsubscriptionplan");
    await user.click(await screen.findByRole("button", { name: "Buy Premium" }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledExactlyOnceWith("https://checkout.stripe.com/c/pay/cs_test_123"),
    );
  });

  it("shows the server's refusal as a toast and stays", async () => {
    signIn();
    plansApi();
    server.use(http.post("/api/payments/checkout", () => failure(409, "You already have this plan.")));
    const { user, router } = renderApp("/productsubscriptionplan");
    await user.click(await screen.findByRole("button", { name: "Buy Standard" }));
    expect(await toastKind("You already have this plan.")).toBe("error");
    expect(router.state.location.pathname).toBe("/productsubscriptionplan");
    expect(screen.getByRole("button", { name: "Buy Standard" }).hasAttribute("disabled")).toBe(false);
  });

  it("says so while loading, and when there is no plan on sale", async () => {
    signIn();
    const held = deferred();
    plansApi();
    server.use(
      http.get("/api/plans", async () => {
        await held.promise;
        return ok([]);
      }),
    );
    renderApp("/productsubscriptionplan");
    expect(liveRole(await screen.findByText("Loading the plans…"))).toBe("status");
    held.resolve();
    expect(liveRole(await screen.findByText("No plans on sale right now"))).toBe("status");
    expect(screen.queryByText("Loading the plans…")).toBeNull();
  });

  it("offers a retry when the plans cannot be loaded", async () => {
    signIn();
    plansApi();
    let calls = 0;
    server.use(http.get("/api/plans", () => (++calls === 1 ? failure(500, "Boom.") : ok(userPlans))));
    const { user } = renderApp("/productsubscriptionplan");
    const alert = await screen.findByRole("alert");
    expect(alert.querySelector(".status-message__title")?.textContent).toBe("The plans could not be loaded");
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect((await screen.findByRole("button", { name: "Buy Basic" })).hasAttribute("disabled")).toBe(false);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("/hiresubscriptionplan", () => {
  it("tells a member without the Client privilege to register as a client, with no buttons", async () => {
    const account = makeUser();
    signIn(account);
    const sent = plansApi();
    server.use(http.get("/api/adds/UserDetalis/:id", () => okDetails(account)));
    pages.existing.add("/registerclient");
    const view = renderApp("/hiresubscriptionplan");
    expect(liveRole(await screen.findByText("Register as a client first"))).toBe("status");
    expect(screen.getByRole("link", { name: "Register as a Client" }).getAttribute("href")).toBe("/registerclient");
    await cardOf("Premium");
    expect(screen.queryAllByRole("button", { name: /^(Buy|Upgrade)/ })).toEqual([]);
    expect(sent.some((r) => r.method === "POST")).toBe(false);
    view.unmount();

    // The way to register shows only while its page exists.
    pages.existing.clear();
    pages.missing.add("/registerclient");
    renderApp("/hiresubscriptionplan");
    expect(liveRole(await screen.findByText("Register as a client first"))).toBe("status");
    expect(screen.queryByRole("link", { name: "Register as a Client" })).toBeNull();
  });

  it("offers the hire plans to a client, with their freelancers a month", async () => {
    const account = makeUser({ AddtionalRole: ["Client"], ClientId: "c1" });
    signIn(account);
    plansApi({ user: { user: null, hire: makeSubscription(hirePlans[0]!) } });
    server.use(http.get("/api/adds/UserDetalis/:id", () => okDetails(account)));
    renderApp("/hiresubscriptionplan");
    const basic = await cardOf("Basic");
    expect(basic.querySelector(".plan-card__badge")?.textContent).toBe("Current plan");
    expect([...basic.querySelectorAll(".plan-card__features li")].map((li) => li.textContent)).toEqual([
      "5 freelancers a month",
    ]);
    expect((await screen.findByRole("button", { name: "Upgrade to Standard" })).textContent).toBe("Upgrade");
    expect(screen.queryByText("Register as a client first")).toBeNull();
  });
});

/** `GET /api/adds/UserDetalis/{id}` as the server answers it. */
const okDetails = (user: User) => HttpResponse.json({ result: 1, result_value: user, userPlan: user.userPlan });
