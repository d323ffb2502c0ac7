import { categoryListResponseSchema } from "@mp/contracts/category";
import { describe, expect, it, vi } from "vitest";
import { failure, makeCategory, mockApi, ok } from "../test/api-mock";
import { ApiError, apiGet } from "./api-client";

describe("apiGet", () => {
  it("returns the body checked against the contract", async () => {
    const bakeries = makeCategory("Bakeries");
    const fetchMock = mockApi(() => ok([bakeries]));
    const body = await apiGet("/api/category", categoryListResponseSchema);
    expect(body.result_value).toEqual([bakeries]);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/category",
      expect.objectContaining({ headers: { Accept: "application/json" } }),
    );
  });

  it("throws the server's message and field errors as an ApiError", async () => {
    mockApi(() => ({ status: 400, body: { result: 0, message: "Invalid query.", errors: { limit: ["Too big."] } } }));
    const error = await apiGet("/api/category?limit=1000", categoryListResponseSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: "Invalid query.", errors: { limit: ["Too big."] } });
    expect((error as ApiError).isRetryable).toBe(false);
  });

  it("treats result 0 as a failure even with status 200", async () => {
    mockApi(() => ({ status: 200, body: { result: 0, message: "Nothing here." } }));
    await expect(apiGet("/api/category", categoryListResponseSchema)).rejects.toMatchObject({
      message: "Nothing here.",
    });
  });

  it("says the server is unreachable when fetch itself fails", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = await apiGet("/api/category", categoryListResponseSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, isRetryable: true });
    expect((error as ApiError).message).toMatch(/can't reach the server/);
  });

  it("rejects a body that does not fit the contract", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi(() => ok([{ _id: "not-a-uuid", categoryName: 1 }]));
    await expect(apiGet("/api/category", categoryListResponseSchema)).rejects.toMatchObject({
      message: expect.stringMatching(/don't understand/),
    });
  });

  it("reports a 5xx without a JSON body by its status, as retryable", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 })));
    const error = await apiGet("/api/category", categoryListResponseSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, isRetryable: true });
    expect((error as ApiError).message).toMatch(/having trouble/);
  });

  it("keeps a failed error body's message for 5xx answers", async () => {
    mockApi(() => failure(500, "Internal server error."));
    await expect(apiGet("/api/category", categoryListResponseSchema)).rejects.toMatchObject({
      status: 500,
      message: "Internal server error.",
    });
  });
});
