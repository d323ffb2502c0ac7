import { describe, expect, it } from "vitest";
import { forgotPasswordRequestSchema, resetPasswordRequestSchema, signupRequestSchema } from "../src/auth.ts";
import { emailPattern } from "../src/email.ts";
import { listingFieldSchema, listingInputSchema } from "../src/vendor-listing.ts";
import { vendorProfileInputSchema } from "../src/vendor-profile.ts";

// Each made the old e-mail pattern backtrack quadratically (a 60 KB one took seconds).
const hostileOf = (n: number) => [`a@${"a.".repeat(n)}@`, `a@${"a.".repeat(n)} `, "a@a.a".repeat((n * 2) / 5)];
const hostile = hostileOf(500_000);

const timed = (run: () => unknown) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};

/** The fastest of three runs, so that a busy machine's pauses do not count. */
const fastest = (run: () => unknown) => Math.min(timed(run), timed(run), timed(run));

describe("the contracts' patterns", () => {
  it("check an e-mail in linear time, even 1 MB long", () => {
    // Linear: ten times the input takes about ten times as long (quadratic: a hundred), however
    // busy the machine is; a wall-clock budget alone failed under a loaded CI.
    const small = hostileOf(50_000);
    hostile.forEach((text, i) => {
      const base = fastest(() => emailPattern.test(small[i] ?? ""));
      expect(fastest(() => emailPattern.test(text))).toBeLessThan(30 * base + 50);
    });
    expect(emailPattern.test("ada@example.org")).toBe(true);
    expect(emailPattern.test("ada.lovelace+shop@mail.example.co.uk")).toBe(true);
    for (const bad of ["ada@example", "ada@@example.org", "ada @example.org", "ada@example..org", "@example.org"]) {
      expect(emailPattern.test(bad)).toBe(false);
    }
  });

  it("stop at the length check: a long value never reaches a pattern", () => {
    const schemas = [
      (email: string) => forgotPasswordRequestSchema.safeParse({ email }),
      (email: string) => signupRequestSchema.safeParse({ email }),
      (token: string) => resetPasswordRequestSchema.safeParse({ token, password: "long enough" }),
      (email: string) => vendorProfileInputSchema.safeParse({ businessName: "Quill", email }),
      (email: string) => listingInputSchema.safeParse({ email }),
      (website: string) => listingInputSchema.safeParse({ website: `https://${website}` }),
      (value: string) => listingFieldSchema.safeParse({ label: "Size", type: "number", value }),
    ];
    for (const parse of schemas) {
      for (const text of hostile) {
        let result: ReturnType<typeof parse> | undefined;
        expect(timed(() => (result = parse(text)))).toBeLessThan(1000);
        expect(result?.success).toBe(false);
      }
    }
  });
});
