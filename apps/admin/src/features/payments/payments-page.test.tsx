import type { AdminPayment, AdminPaymentDetail } from "@mp/contracts/admin-payments";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { failure, ok, type SentRequest } from "@mp/ui/test/msw.ts";
import { saveSession } from "../../lib/session-store";
import { renderApp } from "../../test/render";
import { server, serveAdminApi } from "../../test/server";
import { makeUser } from "../../test/users";

const token = "admin-token";
const admin = makeUser({ name: "Grace Hopper", additionalusertype: "Admin" });

function payment(overrides: Partial<AdminPayment> = {}): AdminPayment {
  return {
    _id: "5a7e0000-0000-4000-8000-000000000001",
    user: { _id: "5a7e0000-0000-4000-8000-0000000000a1", email: "ada@example.com", name: "Ada Lovelace" },
    plan: { _id: "9a7e0000-0000-4000-8000-000000000101", name: "Basic", family: "user" },
    kind: "purchase",
    amountCents: 900,
    currency: "usd",
    status: "paid",
    provider: "test",
    receiptNumber: "MSM-2026-ABCDEF0123",
    refundOf: null,
    note: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

function detailOf(row: AdminPayment, overrides: Partial<AdminPaymentDetail> = {}): AdminPaymentDetail {
  return {
    ...row,
    providerPaymentId: null,
    periodStart: "2026-11-20T10:00:00.000Z",
    periodEnd: "2026-12-20T10:00:00.000Z",
    subscription: {
      _id: "5a7e0000-0000-4000-8000-0000000000b1",
      status: "active",
      currentPeriodEnd: "2026-12-20T10:00:00.000Z",
    },
    granted: { connects: 40, freelancers: 0 },
    refund: null,
    refundable: true,
    ...overrides,
  };
}

const isAdmin = (request: Request) => request.headers.get("Authorization") === `Bearer ${token}`;

/** The list (with the query it was asked), one payment, and the refund (answering `refundReply`). */
function servePayments(rows: AdminPayment[], refundReply?: () => Response) {
  const queries: URLSearchParams[] = [];
  let refunded = false;
  server.use(
    http.get("/api/admin/payments", ({ request }) => {
      if (!isAdmin(request)) return failure(401, "Please sign in.");
      const url = new URL(request.url);
      queries.push(url.searchParams);
      const kind = url.searchParams.get("kind");
      const cursor = url.searchParams.get("cursor");
      const matching = rows.filter((row) => !kind || row.kind === kind);
      const start = cursor ? matching.findIndex((row) => row._id === cursor) + 1 : 0;
      const page = matching.slice(start, start + 2);
      const nextCursor = start + 2 < matching.length ? page.at(-1)!._id : null;
      return HttpResponse.json({ result: 1, result_value: page, meta: { nextCursor } });
    }),
    http.get("/api/admin/payments/:id", ({ params }) => {
      const row = rows.find((r) => r._id === params.id);
      if (!row) return failure(404, "Payment not found.");
      return refunded
        ? ok(
            detailOf(
              { ...row, status: "refunded" },
              {
                refundable: false,
                refund: payment({
                  _id: "5a7e0000-0000-4000-8000-000000000999",
                  kind: "refund",
                  amountCents: -row.amountCents,
                  status: "refunded",
                  note: "Duplicate",
                }),
              },
            ),
          )
        : ok(detailOf(row));
    }),
    http.post("/api/admin/payments/:id/refund", () => {
      if (refundReply) return refundReply();
      refunded = true;
      return ok({
        refund: payment({ kind: "refund", amountCents: -900, status: "refunded" }),
        takenBack: { connects: 40, freelancers: 0 },
        shortfall: { connects: 0, freelancers: 0 },
        subscriptionEnded: true,
      });
    }),
  );
  return queries;
}

const refundPosts = (sent: SentRequest[]) => sent.filter((r) => r.method === "POST" && r.path.endsWith("/refund"));

beforeEach(() => saveSession({ token, userId: admin._id }));

describe("the payments page", () => {
  it("lists payments newest first with their payer, plan, kind, amount and status, and pages by key", async () => {
    const rows = [
      payment({
        _id: "5a7e0000-0000-4000-8000-000000000003",
        kind: "refund",
        amountCents: -1900,
        status: "refunded",
        user: { _id: "5a7e0000-0000-4000-8000-0000000000a2", email: "bob@example.com", name: "Bob Builder" },
      }),
      payment({ _id: "5a7e0000-0000-4000-8000-000000000002", kind: "upgrade", amountCents: 2000 }),
      payment(),
    ];
    serveAdminApi({ token, me: admin });
    const queries = servePayments(rows);
    const { user } = renderApp("/payments");

    const bob = await screen.findByRole("rowheader", { name: /Bob Builder/ });
    expect(
      within(bob.closest("tr")!)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual([
      "BasicUser plan",
      "Refund",
      "−$19.00",
      "Refunded",
      expect.stringMatching(/Nov 20, 2026/),
      "Details of MSM-2026-ABCDEF0123",
    ]);
    expect(screen.getAllByRole("row")).toHaveLength(3);
    await user.click(screen.getByRole("button", { name: "Show more payments" }));
    await waitFor(() => expect(screen.getAllByRole("row")).toHaveLength(4));
    expect(queries.at(-1)?.get("cursor")).toBe("5a7e0000-0000-4000-8000-000000000002");
    expect(screen.queryByRole("button", { name: "Show more payments" })).toBeNull();
  });

  it("filters through the URL, and says when nothing matches", async () => {
    serveAdminApi({ token, me: admin });
    const queries = servePayments([payment()]);
    const { user, router } = renderApp("/payments");
    await screen.findByRole("rowheader", { name: /Ada Lovelace/ });

    await user.selectOptions(screen.getByLabelText("Kind"), "Refund");
    expect(router.state.location.search).toBe("?kind=refund");
    await screen.findByText("No payments match these filters");
    expect(queries.at(-1)?.get("kind")).toBe("refund");

    await user.type(screen.getByLabelText("Payer e-mail or receipt"), "ada@{Enter}");
    expect(new URLSearchParams(router.state.location.search).get("search")).toBe("ada@");
    await user.click(screen.getAllByRole("button", { name: "Clear filters" })[0]!);
    expect(router.state.location.search).toBe("");
    await screen.findByRole("rowheader", { name: /Ada Lovelace/ });
  });

  it("refunds with a required note and a confirmation", async () => {
    const sent = serveAdminApi({ token, me: admin });
    servePayments([payment()]);
    const { user } = renderApp("/payments");
    await user.click(await screen.findByRole("button", { name: "Details of MSM-2026-ABCDEF0123" }));

    const drawer = await screen.findByRole("dialog", { name: "Payment MSM-2026-ABCDEF0123" });
    await within(drawer).findByText("40 connects");
    const note = within(drawer).getByLabelText("Note (why the payment is refunded)");
    await user.click(within(drawer).getByRole("button", { name: "Refund $9.00…" }));
    expect((await within(drawer).findByRole("alert")).textContent).toBe(
      "Write a note saying why the payment is refunded.",
    );
    expect(note.getAttribute("aria-invalid")).toBe("true");
    await user.type(note, "   ");
    await user.click(within(drawer).getByRole("button", { name: "Refund $9.00…" }));
    expect(refundPosts(sent)).toEqual([]);

    await user.clear(note);
    await user.type(note, "Duplicate");
    await user.click(within(drawer).getByRole("button", { name: "Refund $9.00…" }));
    within(drawer).getByText("Refund $9.00 to ada@example.com?");
    await user.click(within(drawer).getByRole("button", { name: "Cancel" }));
    expect(refundPosts(sent)).toEqual([]);
    await user.click(within(drawer).getByRole("button", { name: "Refund $9.00…" }));
    await user.click(within(drawer).getByRole("button", { name: "Yes, refund" }));

    await waitFor(() => expect(refundPosts(sent)).toHaveLength(1));
    expect(refundPosts(sent)[0]!.body).toEqual({ note: "Duplicate" });
    await within(drawer).findByRole("heading", { name: "Refunded" });
    expect(within(drawer).queryByRole("button", { name: /Refund \$/ })).toBeNull();
  });

  it("keeps the payment as it was when the server refuses the refund", async () => {
    const sent = serveAdminApi({ token, me: admin });
    servePayments([payment()], () => failure(409, "This payment has already been refunded."));
    const { user } = renderApp(`/payments?payment=${payment()._id}`);
    const drawer = await screen.findByRole("dialog", { name: "Payment MSM-2026-ABCDEF0123" });
    await user.type(await within(drawer).findByLabelText("Note (why the payment is refunded)"), "Again");
    await user.click(within(drawer).getByRole("button", { name: "Refund $9.00…" }));
    await user.click(within(drawer).getByRole("button", { name: "Yes, refund" }));
    await waitFor(() => expect(refundPosts(sent)).toHaveLength(1));
    await within(drawer).findByRole("button", { name: "Refund $9.00…" });
    expect(within(drawer).queryByRole("heading", { name: "Refunded" })).toBeNull();
  });

  it("says when a payment in the address does not exist", async () => {
    serveAdminApi({ token, me: admin });
    servePayments([payment()]);
    renderApp("/payments?payment=5a7e0000-0000-4000-8000-00000000dead");
    const drawer = await screen.findByRole("dialog");
    await within(drawer).findByText("Payment not found.");
  });
});
