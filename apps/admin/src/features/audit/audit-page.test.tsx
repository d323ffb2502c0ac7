import type { AuditEntry } from "@mp/contracts/admin-audit";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { saveSession } from "../../lib/session-store";
import { renderApp } from "../../test/render";
import { server, serveAdminApi } from "../../test/server";
import { makeUser } from "../../test/users";

const token = "admin-token";
const admin = makeUser({ name: "Grace Hopper", additionalusertype: "Admin" });

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: "42",
    actorId: admin._id,
    actorEmail: "grace@example.com",
    action: "payment.refund",
    targetType: "payment",
    targetId: "5a7e0000-0000-4000-8000-000000000001",
    before: { status: "paid", subscriptionStatus: "active" },
    after: { status: "refunded", subscriptionStatus: "canceled", takenBack: { connects: 40 } },
    note: "Charged twice",
    ipAddress: "203.0.113.9",
    createdAt: "2026-11-25T09:30:00.000Z",
    ...overrides,
  };
}

function serveAudit(pages: AuditEntry[][]) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get("/api/admin/audit", ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      const index = params.get("cursor") ? 1 : 0;
      const search = (params.get("search") ?? "").toLowerCase();
      const rows = (pages[index] ?? []).filter((row) => !search || JSON.stringify(row).toLowerCase().includes(search));
      return HttpResponse.json({
        result: 1,
        result_value: rows,
        meta: { nextCursor: index === 0 && pages.length > 1 ? rows.at(-1)!._id : null },
      });
    }),
  );
  return queries;
}

beforeEach(() => saveSession({ token, userId: admin._id }));

describe("the audit log page", () => {
  it("shows who did what to which record, from where, with the note and before → after", async () => {
    serveAdminApi({ token, me: admin });
    serveAudit([[entry()]]);
    renderApp("/audit");
    const item = (await screen.findByRole("list", { name: "Admin actions, newest first" })).querySelector("li")!;
    expect(item.querySelector(".audit-entry__head")?.textContent).toMatch(
      /^payment\.refundpayment 5a7e0000-0000-4000-8000-000000000001Nov 25, 2026/,
    );
    expect(within(item).getByText("grace@example.com").tagName).toBe("STRONG");
    expect(item.textContent).toContain("from 203.0.113.9");
    expect(item.textContent).toContain("“Charged twice”");
    const diff = within(item).getByRole("table");
    const rows = within(diff).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "statuspaidrefunded",
      "subscriptionStatusactivecanceled",
      'takenBack— (none before){"connects":40}',
    ]);
    expect(rows[0]!.querySelector("del")?.textContent).toBe("paid");
    expect(rows[0]!.querySelector("ins")?.textContent).toBe("refunded");
  });

  it("searches and filters through the URL and pages to older actions", async () => {
    serveAdminApi({ token, me: admin });
    const queries = serveAudit([
      [entry(), entry({ _id: "41", action: "user.suspend", note: "Spam" })],
      [entry({ _id: "7", action: "plan.update", note: null, before: null, after: { priceCents: 1900 } })],
    ]);
    const { user, router } = renderApp("/audit");
    await screen.findByText("“Spam”");
    await user.click(screen.getByRole("button", { name: "Show older actions" }));
    await screen.findByText("plan.update");
    expect(queries.at(-1)?.get("cursor")).toBe("41");

    await user.type(screen.getByLabelText("Search"), "spam{Enter}");
    expect(new URLSearchParams(router.state.location.search).get("search")).toBe("spam");
    await waitFor(() => expect(screen.queryByText("payment.refund")).toBeNull());
    await user.selectOptions(screen.getByLabelText("Record type"), "User");
    expect(new URLSearchParams(router.state.location.search).get("targetType")).toBe("user");
    expect(queries.at(-1)?.get("targetType")).toBe("user");
  });

  it("refuses a malformed action before asking the server", async () => {
    serveAdminApi({ token, me: admin });
    const queries = serveAudit([[entry()]]);
    const { user } = renderApp("/audit");
    await screen.findByText("payment.refund");
    const action = screen.getByLabelText("Action");
    await user.type(action, "DROP TABLE{Enter}");
    expect(action.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Lower-case words joined by dots, like payment.refund.").id).toBe(
      action.getAttribute("aria-describedby"),
    );
    expect(queries.every((q) => !q.get("action"))).toBe(true);
  });

  it("says when there is nothing to show", async () => {
    serveAdminApi({ token, me: admin });
    serveAudit([[]]);
    renderApp("/audit");
    await screen.findByText("No admin actions yet");
  });
});
