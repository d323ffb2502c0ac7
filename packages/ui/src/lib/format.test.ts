import { describe, expect, it } from "vitest";
import {
  countOf,
  formatDate,
  formatDay,
  formatMoney,
  formatMonthName,
  formatShortMonth,
  formatWholeDollars,
  initialsOf,
} from "./format";

// Both apps format through this module, in one locale: the same date reads the same in each.
describe("format helpers", () => {
  it("formats a date as short month, day and year", () => {
    expect(formatDate("2025-11-21T09:30:00.000Z")).toBe("Nov 21, 2025");
    expect(formatDay("2025-03-14")).toBe("Mar 14, 2025");
    expect(formatDate("not a date")).toBe("not a date");
    expect(formatShortMonth("2026-11-01")).toBe("Nov 2026");
    expect(formatMonthName("2026-01-01")).toBe("Jan");
  });

  it("formats money in its currency, and whole dollars", () => {
    expect(formatMoney(1250, "USD")).toBe("$12.50");
    expect(formatMoney(1250, "EUR")).toBe("€12.50");
    // The database keeps Stripe's lower-case codes; the mails pass them as they are.
    expect(formatMoney(900, "usd")).toBe("$9.00");
    expect(formatMoney(1250, "points")).toBe("12.50 POINTS");
    expect(formatWholeDollars(5_000_000)).toBe("$50,000");
  });

  it("takes the first and last initials", () => {
    expect(initialsOf("Ada King Lovelace")).toBe("AL");
    expect(initialsOf("  zoë ")).toBe("Z");
    expect(initialsOf("")).toBe("?");
  });

  it("counts with the right noun", () => {
    expect(countOf(1, "user")).toBe("1 user");
    expect(countOf(1234, "user")).toBe("1,234 users");
  });
});
