import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createAccount, signupBody, type Account } from "./helpers/accounts.ts";
import { catalogue, createVendorTestApp, listingBody, type VendorTestApp } from "./helpers/vendor.ts";

/**
 * Long runs that made backtracking patterns crawl, 60 KB each so that they fit under the JSON
 * body limit (64 KiB) and reach the schemas, and 100 KB, which the body limit refuses first.
 */
const HOSTILE_STRINGS = {
  "60 KB of letters": "a".repeat(60_000),
  "a@a.a… runs": "a@a.a".repeat(12_000),
  "a@ then dots": `a@${"a.".repeat(30_000)}`,
  "a@, dots, then @": `a@${"a.".repeat(30_000)}@`,
  "spaces and @": " @".repeat(30_000),
  "100 KB of a@a.a": "a@a.a".repeat(20_000),
};
const LIMIT_MS = 1000;

let t: VendorTestApp;
let vendor: Account;
let ids: Awaited<ReturnType<typeof catalogue>>;
beforeAll(async () => {
  t = await createVendorTestApp();
  vendor = await createAccount(t.app);
  ids = await catalogue(t.database);
});
afterAll(() => t.close());

type Target = { method: "POST" | "PUT"; url: string; body: Record<string, unknown>; signedIn?: boolean };

const profileBody = {
  businessName: "Quillfeather",
  about: "Notebooks",
  phone: "+1 555 0100",
  email: "hello@example.org",
  website: "https://bindery.example.org",
  address: "12 Paper Lane",
  city: "Springfield",
};

const targets = (): Record<string, Target> => ({
  signup: { method: "POST", url: "/api/auth/signup", body: signupBody() },
  login: { method: "POST", url: "/api/auth/login", body: { email: "a@example.org", password: "whatever1" } },
  "forgot password": { method: "POST", url: "/api/auth/forgot-password", body: { email: "a@example.org" } },
  "reset password": {
    method: "POST",
    url: "/api/auth/reset-password",
    body: { token: "x".repeat(43), password: "new password" },
  },
  profile: { method: "PUT", url: "/api/vendor/profile", body: profileBody, signedIn: true },
  listing: { method: "POST", url: "/api/vendor/listings", body: listingBody(ids), signedIn: true },
});

async function send(target: Target, payload: string) {
  const started = performance.now();
  const res = await t.app.inject({
    method: target.method,
    url: target.url,
    headers: { "content-type": "application/json", ...(target.signedIn ? bearer(vendor.token) : {}) },
    payload,
  });
  return { status: res.statusCode, ms: performance.now() - started, body: res.body };
}

describe("pathological input to every text field of the auth, profile and listing routes", () => {
  it("is refused with 400 (413 past the body limit) within a second", async () => {
    const slow: string[] = [];
    const wrong: string[] = [];
    for (const [name, target] of Object.entries(targets())) {
      const textFields = Object.entries(target.body).filter(([, value]) => typeof value === "string");
      expect(textFields.length).toBeGreaterThan(0);
      for (const [field] of textFields) {
        for (const [kind, value] of Object.entries(HOSTILE_STRINGS)) {
          const res = await send(target, JSON.stringify({ ...target.body, [field]: value }));
          const label = `${name}.${field} (${kind}): ${res.status} in ${Math.round(res.ms)} ms`;
          if (res.ms > LIMIT_MS) slow.push(label);
          if (res.status !== (value.length > 64 * 1024 ? 413 : 400)) wrong.push(label);
        }
      }
    }
    expect(slow).toEqual([]);
    expect(wrong).toEqual([]);
  });

  it("answers deeply nested JSON in a field with 400, and a 1 MiB body with 413, within a second", async () => {
    const nested = `${"[".repeat(30_000)}${"]".repeat(30_000)}`;
    for (const target of Object.values(targets())) {
      const [field] = Object.keys(target.body);
      const deep = await send(
        target,
        JSON.stringify({ ...target.body, [field!]: "NESTED" }).replace('"NESTED"', nested),
      );
      expect(deep.ms).toBeLessThan(LIMIT_MS);
      expect(deep.status).toBe(400);
      const huge = await send(target, JSON.stringify({ ...target.body, [field!]: "x".repeat(1024 * 1024) }));
      expect(huge.ms).toBeLessThan(LIMIT_MS);
      expect(huge.status).toBe(413);
    }
  });
});
