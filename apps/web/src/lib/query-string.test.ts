import { describe, expect, it } from "vitest";
import { queryString } from "./query-string";

describe("queryString", () => {
  it("writes the set parameters in order and leaves out the unset ones", () => {
    expect(
      queryString({
        q: "bread & butter",
        categoryId: undefined,
        kind: "",
        min: 0,
        openNow: true,
        remote: false,
        x: null,
      }),
    ).toBe("q=bread+%26+butter&min=0&openNow=true");
  });

  it("is empty when nothing is set", () => {
    expect(queryString({ q: "", page: undefined })).toBe("");
  });
});
