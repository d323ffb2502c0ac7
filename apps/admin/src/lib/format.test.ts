import { describe, expect, it } from "vitest";
import { countOf, formatDate, initialsOf } from "./format";

describe("format helpers", () => {
  it("formats a date as day, short month and year", () => {
    expect(formatDate("2025-03-14T09:30:00.000Z")).toBe("14 Mar 2025");
    expect(formatDate("not a date")).toBe("not a date");
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
