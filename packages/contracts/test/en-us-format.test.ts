import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as enUs from "../src/en-us-format.ts";

// The written-out formats must say exactly what Intl says for en-US, or give way to it (null).
const intl = {
  number: new Intl.NumberFormat("en-US"),
  dollars: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }),
  wholeDollars: new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
  relative: new Intl.RelativeTimeFormat("en-US", { numeric: "auto" }),
};
const dateFormat = (options: Intl.DateTimeFormatOptions, utc: boolean) =>
  new Intl.DateTimeFormat("en-US", utc ? { ...options, timeZone: "UTC" } : options);

const runs = { numRuns: 2_000 };
const amounts = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.maxSafeInteger(),
  fc.constantFrom(0, -0, 49, 50, 150, 250, -50, -150, 99, 100, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
  fc.double(),
);
// Instants from 0100 to 9999 in both time zones (the years Intl writes with four digits and the others).
const instants = fc.date({
  min: new Date("0100-01-01T00:00:00Z"),
  max: new Date("9999-12-31T23:59:59Z"),
  noInvalidDate: true,
});

describe("en-US written out, against Intl", () => {
  it("writes whole numbers as Intl does", () => {
    fc.assert(
      fc.property(amounts, (value) => {
        const written = enUs.enUsInteger(value);
        if (written !== null) expect(written).toBe(intl.number.format(value));
        if (Number.isSafeInteger(value) && !Object.is(value, -0)) expect(written).not.toBeNull();
      }),
      runs,
    );
  });

  it("writes cents as dollars, and whole dollars, as Intl does", () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom("USD", "usd", "EUR"), (cents, currency) => {
        const dollars = enUs.enUsDollars(cents, currency);
        if (dollars !== null) expect(dollars).toBe(intl.dollars.format(cents / 100));
        if (currency === "EUR") expect(dollars).toBeNull();
        else if (Number.isInteger(cents) && Math.abs(cents) < 1e15 && !Object.is(cents, -0))
          expect(dollars).not.toBeNull();
        const whole = enUs.enUsWholeDollars(cents);
        if (whole !== null) expect(whole).toBe(intl.wholeDollars.format(cents / 100));
      }),
      runs,
    );
    expect(enUs.enUsDollars(123_456_789, "USD")).toBe("$1,234,567.89");
    expect(enUs.enUsWholeDollars(-150)).toBe("-$2");
  });

  it.each(["UTC", "America/Los_Angeles", "Australia/Adelaide", "Pacific/Chatham"])(
    "writes days and months as Intl does, in UTC and in the local time zone (%s)",
    (zone) => {
      const before = process.env.TZ;
      process.env.TZ = zone;
      try {
        expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
        checkDays();
      } finally {
        process.env.TZ = before;
      }
    },
  );

  function checkDays() {
    fc.assert(
      fc.property(instants, fc.boolean(), (date, utc) => {
        const check = (written: string | null, options: Intl.DateTimeFormatOptions) => {
          if (written !== null) expect(written).toBe(dateFormat(options, utc).format(date));
        };
        check(enUs.enUsMediumDate(date, utc), { dateStyle: "medium" });
        check(enUs.enUsShortDay(date, utc), { month: "short", day: "numeric" });
        check(enUs.enUsMonthYear(date, utc), { month: "long", year: "numeric" });
        check(enUs.enUsMonthYear(date, utc, true), { month: "short", year: "numeric" });
        check(enUs.enUsMonthName(date, utc), { month: "short" });
        if (date.getUTCFullYear() >= 1001 && date.getUTCFullYear() <= 9998)
          expect(enUs.enUsMediumDate(date, utc)).not.toBeNull();
      }),
      runs,
    );
    expect(enUs.enUsMediumDate(new Date("2025-11-21T09:30:00Z"), true)).toBe("Nov 21, 2025");
  }

  it("writes relative times as Intl does with numeric: auto", () => {
    const units: enUs.RelativeUnit[] = ["year", "month", "week", "day", "hour", "minute"];
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -100_000, max: 100_000 }), fc.constantFrom(-1, 0, -0, 1, 2, -2)),
        fc.constantFrom(...units),
        (value, unit) => {
          expect(enUs.enUsRelative(value, unit)).toBe(intl.relative.format(value, unit));
        },
      ),
      runs,
    );
  });
});
