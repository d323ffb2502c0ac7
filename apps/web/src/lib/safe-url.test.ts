import { describe, expect, it } from "vitest";
import { safeUrl } from "./safe-url";

describe("safeUrl", () => {
  it("keeps http and https addresses", () => {
    expect(safeUrl("https://example.org/a?b=1")).toBe("https://example.org/a?b=1");
    expect(safeUrl("http://example.org")).toBe("http://example.org/");
  });

  it("refuses other schemes, text that is no address, and nothing", () => {
    for (const url of [
      "javascript:alert(1)",
      "data:text/html,<b>x</b>",
      "mailto:a@b.c",
      "example.org",
      "",
      null,
      undefined,
    ]) {
      expect(safeUrl(url)).toBeNull();
    }
  });
});
