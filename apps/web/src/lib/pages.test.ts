import { webPagePatterns } from "@mp/contracts/web-routes";
import { describe, expect, it } from "vitest";
import { hasPage, laterPages } from "./pages";

describe("hasPage", () => {
  it("knows the pages that exist", () => {
    expect(["/", "/login", "/resetpassword/abc", "/terms-conditions"].every(hasPage)).toBe(true);
  });

  it("turns a later page on exactly when its path joins the page list", () => {
    for (const path of Object.values(laterPages)) {
      expect(hasPage(path), path).toBe((webPagePatterns as readonly string[]).includes(path));
    }
    expect(hasPage("/no-such-page")).toBe(false);
  });
});
