import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditMessages, type AuditEntry } from "@mp/contracts/admin-audit";
import { bearer, type Account } from "./helpers/accounts.ts";
import { createAuditTestApp, paidPurchase } from "./helpers/audit.ts";
import type { TestApp } from "./helpers/test-app.ts";

let t: TestApp;
let admin: Account;
let superAdmin: Account;

beforeAll(async () => {
  ({ t, admin, superAdmin } = await createAuditTestApp());
});
afterAll(() => t.close());

// Reading the log; audit-log.isolated.test.ts checks what writes it.
describe("the audit log", () => {
  describe("GET /api/admin/audit", () => {
    const read = (query = "") =>
      t.app.inject({ method: "GET", url: `/api/admin/audit${query}`, headers: bearer(admin.token) });
    const entries = (res: { json: () => { result_value: AuditEntry[] } }) => res.json().result_value;

    it("shows who, what, which record, before → after, when and from where, newest first", async () => {
      const id = await paidPurchase(t);
      await t.app.inject({
        method: "POST",
        url: `/api/admin/payments/${id}/refund`,
        headers: bearer(admin.token),
        payload: { note: "Duplicate charge 7731" },
      });
      const res = await read();
      expect(res.statusCode).toBe(200);
      const [first] = entries(res);
      expect(first).toMatchObject({
        actorId: admin.user._id,
        actorEmail: admin.user.email,
        action: "payment.refund",
        targetType: "payment",
        targetId: id,
        before: { status: "paid" },
        after: { status: "refunded" },
        note: "Duplicate charge 7731",
        ipAddress: "127.0.0.1",
      });
      const times = entries(res).map((e) => e.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it("searches the action, the target id, the actor's e-mail and the note, and filters", async () => {
      const id = await paidPurchase(t);
      await t.app.inject({
        method: "POST",
        url: `/api/admin/payments/${id}/refund`,
        headers: bearer(superAdmin.token),
        payload: { note: "Searchable zebra note" },
      });
      for (const search of ["ZEBRA", id.slice(0, 8), superAdmin.user.email.toUpperCase(), "payment.ref"]) {
        const found = entries(await read(`?search=${encodeURIComponent(search)}`));
        expect(
          found.some((e) => e.targetId === id),
          search,
        ).toBe(true);
      }
      expect(entries(await read(`?search=${encodeURIComponent("%")}`))).toEqual([]);
      expect(
        entries(await read(`?actorId=${superAdmin.user._id}`)).every((e) => e.actorId === superAdmin.user._id),
      ).toBe(true);
      expect(entries(await read(`?action=payment.refund&targetType=payment`)).length).toBeGreaterThan(0);
      expect(entries(await read(`?action=user.suspend&search=zebra`))).toEqual([]);
      expect(entries(await read(`?to=2020-01-01`))).toEqual([]);
      const today = new Date().toISOString().slice(0, 10);
      expect(entries(await read(`?from=${today}&to=${today}&search=zebra`))).toHaveLength(1);
    });

    it("pages by key and refuses bad input with 400", async () => {
      const first = await read("?limit=1");
      const cursor = first.json().meta.nextCursor as string;
      expect(cursor).toMatch(/^\d+$/);
      const second = await read(`?limit=1&cursor=${cursor}`);
      expect(entries(second)[0]!._id).not.toBe(entries(first)[0]!._id);
      expect(Number(entries(second)[0]!._id)).toBeLessThan(Number(entries(first)[0]!._id));
      for (const query of [
        "?cursor=abc",
        "?cursor=99999999999",
        "?limit=0",
        "?limit=101",
        "?from=2026-13-01",
        "?from=2026-02-01&to=2026-01-01",
        "?action=DROP%20TABLE",
        "?actorId=nobody",
        `?search=${"x".repeat(101)}`,
        "?unknown=1",
      ]) {
        const res = await read(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().result).toBe(0);
      }
      expect((await read("?cursor=99999999999")).json().message).toBe(auditMessages.badCursor);
    });
  });
});
