import type { Subscription } from "@mp/contracts/billing";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { liveRole } from "@mp/ui/test/dom.ts";
import { toastKind } from "../../../test/dom";
import { renderApp } from "../../../test/render";
import { page, server } from "../../../test/server";
import { makeUser, signIn } from "../../../test/session";
import { makeLedgerRow, makePayment, makeSubscription, userPlans } from "../testing/fixtures";

const standard = makeSubscription(userPlans[1]!);
const grant = makeLedgerRow({ delta: 120, balanceAfter: 120 });
const spend = makeLedgerRow({
  delta: -2,
  balanceAfter: 118,
  reason: "spend",
  referenceType: "job_application",
  createdAt: "2026-11-21T09:30:00.000Z",
});
const hireGrant = makeLedgerRow({ kind: "freelancers", delta: 5, balanceAfter: 5 });
const payment = makePayment(userPlans[1]!, { receiptNumber: "MSM-2026-000042" });

type Setup = {
  subscriptions?: { user: Subscription | null; hire: Subscription | null };
  user?: ReturnType<typeof makeUser>;
};

function subscriptionApi({ subscriptions = { user: standard, hire: null }, user = makeUser() }: Setup = {}) {
  signIn(user);
  server.use(
    http.get("/api/subscription", () => ok(subscriptions)),
    http.get("/api/adds/UserDetalis/:id", () => HttpResponse.json({ result: 1, result_value: user, userPlan: null })),
    http.get("/api/credits/ledger", ({ request }) => {
      const query = new URL(request.url).searchParams;
      const kind = query.get("kind");
      const rows = [spend, grant, hireGrant].filter((row) => !kind || row.kind === kind);
      return page(query.get("page") === "2" ? [] : rows, {
        hasMore: query.get("page") === "1" && !kind,
        currentPage: Number(query.get("page")),
      });
    }),
    http.get("/api/payments", () => page([payment])),
    http.post("/api/subscription/:id/cancel", ({ params }) =>
      ok({ ...standard, _id: String(params.id), cancelAtPeriodEnd: true }),
    ),
  );
  return recordRequests(server);
}

describe("/subscription", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("shows the current plan with its renewal, the history and the payments", async () => {
    const sent = subscriptionApi();
    renderApp("/subscription");
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Subscription");
    const plans = await screen.findByRole("list", { name: "Your plans" });
    expect(within(plans).getByRole("heading", { level: 3 }).textContent).toBe("Standard");
    expect(plans.querySelector(".billing-status")?.textContent).toBe("Active");
    expect(plans.querySelector(".subscription-card__when")?.textContent).toBe("Renews on Dec 20, 2026");
    expect(plans.querySelector(".subscription-card__facts")?.textContent).toBe(
      "$19.99 per month · 120 connects a month",
    );
    // Without the Client privilege there is no hire row.
    expect(within(plans).queryByText("Hire plan")).toBeNull();

    const history = await screen.findByRole("list", { name: "Connects and Remaining Freelancer history" });
    expect(
      within(history)
        .getAllByRole("listitem")
        .map((row) => [
          row.querySelector(".billing-row__title")?.textContent,
          row.querySelector(".billing-delta")?.textContent,
        ]),
    ).toEqual([
      ["Spent on a job application", "−2 connects"],
      ["Plan purchase", "+120 connects"],
      ["Plan purchase", "+5 Remaining Freelancer"],
    ]);
    const payments = await screen.findByRole("list", { name: "Payments" });
    expect(
      within(payments)
        .getAllByRole("listitem")
        .map((row) =>
          [".billing-row__title", ".billing-row__amount", ".billing-status"].map(
            (part) => row.querySelector(part)?.textContent,
          ),
        ),
    ).toEqual([["Standard · Purchase", "$19.99", "Paid"]]);
    expect(sent.map((r) => r.path)).toEqual(
      expect.arrayContaining(["/api/credits/ledger?page=1&limit=20", "/api/payments?page=1&limit=20"]),
    );
  });

  it("filters the history by kind and pages through it", async () => {
    const sent = subscriptionApi();
    const { user } = renderApp("/subscription");
    await screen.findByRole("list", { name: "Connects and Remaining Freelancer history" });
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(liveRole(await screen.findByText("No more history"))).toBe("status");
    expect(screen.queryByRole("list", { name: "Connects and Remaining Freelancer history" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Back to the newest" }));
    await screen.findByRole("list", { name: "Connects and Remaining Freelancer history" });

    const filters = screen.getByRole("group", { name: "Show" });
    await user.click(within(filters).getByRole("button", { name: "Remaining Freelancer" }));
    expect(within(filters).getByRole("button", { name: "Remaining Freelancer" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Connects and Remaining Freelancer history" })).getAllByRole(
          "listitem",
        ),
      ).toHaveLength(1),
    );
    expect(sent.map((r) => r.path)).toContain("/api/credits/ledger?page=1&limit=20&kind=freelancers");
  });

  it("cancels at period end only after the confirmation", async () => {
    const sent = subscriptionApi();
    const { user } = renderApp("/subscription");
    await user.click(await screen.findByRole("button", { name: "Cancel at period end" }));
    let dialog = await screen.findByRole("dialog", { name: "Cancel Standard at the end of its period?" });
    expect(dialog.textContent).toContain("Standard stays yours until Dec 20, 2026");
    await user.click(within(dialog).getByRole("button", { name: "Keep my plan" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent.some((r) => r.method === "POST")).toBe(false);

    server.use(http.get("/api/subscription", () => ok({ user: { ...standard, cancelAtPeriodEnd: true }, hire: null })));
    await user.click(screen.getByRole("button", { name: "Cancel at period end" }));
    dialog = await screen.findByRole("dialog", { name: "Cancel Standard at the end of its period?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel at period end" }));
    expect(await toastKind("Standard ends on Dec 20, 2026.")).toBe("success");
    await waitFor(() =>
      expect(
        screen.getByRole("list", { name: "Your plans" }).querySelector(".subscription-card__when")?.textContent,
      ).toBe("Ends on Dec 20, 2026"),
    );
    expect(screen.queryByRole("button", { name: "Cancel at period end" })).toBeNull();
    expect(sent.filter((r) => r.method === "POST").map((r) => r.path)).toEqual([
      `/api/subscription/${standard._id}/cancel`,
    ]);
  });

  it("keeps the dialog open with the server's refusal", async () => {
    subscriptionApi();
    server.use(
      http.post("/api/subscription/:id/cancel", () =>
        failure(409, "This subscription is already set to end at the close of its period."),
      ),
    );
    const { user } = renderApp("/subscription");
    await user.click(await screen.findByRole("button", { name: "Cancel at period end" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancel at period end" }));
    expect(await within(dialog).findByRole("alert")).toHaveProperty(
      "textContent",
      "This subscription is already set to end at the close of its period.",
    );
  });

  it("downloads a receipt with the bearer token", async () => {
    const sent = subscriptionApi();
    server.use(
      http.get("/api/payments/:id/receipt", () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode("%PDF-1.7").buffer, {
          headers: { "Content-Type": "application/pdf" },
        }),
      ),
    );
    const created = vi.fn((_blob: Blob) => "blob:receipt");
    // jsdom has no object URLs: the download's link gets this one.
    vi.stubGlobal(
      "URL",
      class extends URL {
        static override createObjectURL = created;
        static override revokeObjectURL = vi.fn();
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe("receipt-MSM-2026-000042.pdf");
      expect(this.href).toBe("blob:receipt");
    });
    const { user } = renderApp("/subscription");
    await user.click(await screen.findByRole("button", { name: "Download receipt MSM-2026-000042" }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(created.mock.calls[0]?.[0].size).toBe(8);
    const request = sent.find((r) => r.path.endsWith("/receipt"));
    expect(request?.path).toBe(`/api/payments/${payment._id}/receipt`);
    expect(request?.headers.get("Authorization")).toMatch(/^Bearer /);
  });

  it("offers plans to an account without one, a hire row to a client, and empty lists", async () => {
    subscriptionApi({
      subscriptions: { user: null, hire: null },
      user: makeUser({ AddtionalRole: ["Client"], ClientId: "c1" }),
    });
    server.use(
      http.get("/api/credits/ledger", () => page([])),
      http.get("/api/payments", () => page([])),
    );
    renderApp("/subscription");
    const plans = await screen.findByRole("list", { name: "Your plans" });
    await waitFor(() =>
      expect(
        within(plans)
          .getAllByRole("link", { name: "Buy subscription" })
          .map((a) => a.getAttribute("href")),
      ).toEqual(["/productsubscriptionplan", "/hiresubscriptionplan"]),
    );
    expect(liveRole(await screen.findByText("Nothing here yet"))).toBe("status");
    expect(liveRole(await screen.findByText("No payments yet"))).toBe("status");
    expect(screen.queryByRole("list", { name: "Payments" })).toBeNull();
  });

  it("shows what failed to load, with a retry", async () => {
    subscriptionApi();
    server.use(http.get("/api/payments", () => failure(500, "The server is having trouble.")));
    renderApp("/subscription");
    const alert = (await screen.findByText("Your payments could not be loaded")).closest("[role=alert]") as HTMLElement;
    expect(alert.textContent).toContain("The server is having trouble.");
    expect(within(alert).getByRole("button").textContent).toBe("Retry");
  });
});
