import { describe, expect, it } from "vitest";
import { readConfig } from "./config";

// Reading and checking #app-config is tested in @mp/ui (lib/app-config.test.ts); this is the app's own defaults.
describe("readConfig", () => {
  it("falls back to the dev defaults when the element is absent", () => {
    expect(readConfig()).toEqual({
      productName: "Main Street Market",
      publicUrl: "http://localhost:5173",
      adminUrl: location.origin,
    });
  });
});
