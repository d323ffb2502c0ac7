import { describe, expect, it } from "vitest";
import { countOf, formatDate, formatDay, formatMoney, formatWholeDollars, initialsOf } from "./format";

// Both apps format through this module, in one locale: the same date reads the same in each.
describe("format helpers", () => {
  it("formats a date as short month, day and year", () => {
    expect(formatDate("2025-11-21T09:30:00.000Z")).toBe("Nov 21, 2025");
    expect(formatDay("2025-03-14")).toBe("Mar 14, 2025");
    expect(formatDate("not a date")).toBe("not a date");
  });

  it("formats money in its currency, and whole dollars", () => {
    expect(formatMoney(1250, "USD")).toBe("$12.50");
    expect(formatMoney(1250, "EUR")).toBe("€12.50");
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
