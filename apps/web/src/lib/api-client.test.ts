import { categoryListResponseSchema } from "@mp/contracts/category";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { failure, makeCategory, mockApi, ok, sentRequests } from "../test/api-mock";
import { ApiError, apiGet, apiPost, apiPut, setUnauthorizedHandler } from "./api-client";

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

describe("calls that need the user", () => {
  const userDetails = "/api/adds/UserDetalis/someone";
  const anything = z.object({ result: z.number() });

  it("send the employer token as a bearer on GET, POST and PUT", async () => {
    localStorage.setItem("employerToken", "employer-jwt");
    localStorage.setItem("token", "employer-jwt");
    const fetchMock = mockApi(() => ({ body: { result: 1 } }));

    await apiGet(userDetails, anything, { auth: true });
    await apiPost("/api/auth/logout", {}, anything, { auth: true });
    await apiPut("/api/profile", { name: "Ada" }, anything, { auth: true });

    const sent = sentRequests(fetchMock);
    expect(sent.map((request) => [request.method, request.headers.get("Authorization")])).toEqual([
      ["GET", "Bearer employer-jwt"],
      ["POST", "Bearer employer-jwt"],
      ["PUT", "Bearer employer-jwt"],
    ]);
    expect(sent[1]?.headers.get("Content-Type")).toBe("application/json");
    expect(sent[2]?.body).toEqual({ name: "Ada" });
  });

  it("send no token on calls that do not need the user", async () => {
    localStorage.setItem("employerToken", "employer-jwt");
    const fetchMock = mockApi(() => ({ body: { result: 1 } }));
    await apiPost("/api/auth/login", { email: "a@b.co", password: "x" }, anything);
    expect(sentRequests(fetchMock)[0]?.headers.has("Authorization")).toBe(false);
  });

  it.each([401, 403])("clear storage and return home on %i", async (status) => {
    localStorage.setItem("employerToken", "employer-jwt");
    localStorage.setItem("token", "employer-jwt");
    localStorage.setItem("categoryId", "cat-1");
    const goHome = vi.fn();
    const restore = setUnauthorizedHandler(goHome);
    mockApi(() => failure(status, "Please sign in to continue."));

    const error = await apiPost("/api/auth/logout", {}, anything, { auth: true }).catch((e: unknown) => e);

    restore();
    expect(error).toMatchObject({ status, message: "Please sign in to continue." });
    expect(localStorage.length).toBe(0);
    expect(goHome).toHaveBeenCalledOnce();
  });

  it("leave the session alone when a call without the user gets 401 (a wrong password)", async () => {
    localStorage.setItem("token", "kept");
    const goHome = vi.fn();
    const restore = setUnauthorizedHandler(goHome);
    mockApi(() => failure(401, "Invalid email or password.", { Password_error: "Invalid email or password." }));

    const error = await apiPost("/api/auth/login", {}, anything).catch((e: unknown) => e);

    restore();
    expect((error as ApiError).body).toMatchObject({ Password_error: "Invalid email or password." });
    expect(localStorage.getItem("token")).toBe("kept");
    expect(goHome).not.toHaveBeenCalled();
  });
});
