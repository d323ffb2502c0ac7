import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { failure, mockApi, ok, sentRequests } from "../test/api-mock.ts";
import { ApiError, sendRequest } from "./api-client.ts";

const names = z.object({ result: z.literal(1), result_value: z.array(z.string()) });
const get = { method: "GET" } as const;

describe("sendRequest", () => {
  it("returns the body checked against the contract", async () => {
    const fetchMock = mockApi(() => ok(["Bakeries"]));
    const body = await sendRequest("/api/category", names, get);
    expect(body.result_value).toEqual(["Bakeries"]);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/category",
      expect.objectContaining({ method: "GET", headers: { Accept: "application/json" } }),
    );
  });

  it("sends the token, the JSON payload and the cache mode it is given", async () => {
    const fetchMock = mockApi(() => ({ body: { result: 1 } }));
    await sendRequest("/api/profile", z.object({ result: z.number() }), {
      method: "PUT",
      payload: { name: "Ada" },
      token: "jwt",
      cache: "no-store",
    });
    const [sent] = sentRequests(fetchMock);
    expect(sent?.headers.get("Authorization")).toBe("Bearer jwt");
    expect(sent?.headers.get("Content-Type")).toBe("application/json");
    expect(sent?.body).toEqual({ name: "Ada" });
    expect(fetchMock.mock.calls[0]?.[1]?.cache).toBe("no-store");
  });

  it("throws the server's message, field errors and body as an ApiError", async () => {
    mockApi(() => failure(400, "Invalid query.", { errors: { limit: ["Too big."] } }));
    const error = await sendRequest("/api/category", names, get).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: "Invalid query.", errors: { limit: ["Too big."] } });
    expect((error as ApiError).body).toMatchObject({ result: 0 });
    expect((error as ApiError).isRetryable).toBe(false);
  });

  it("treats result 0 as a failure even with status 200", async () => {
    mockApi(() => ({ status: 200, body: { result: 0, message: "Nothing here." } }));
    await expect(sendRequest("/api/category", names, get)).rejects.toMatchObject({ message: "Nothing here." });
  });

  it.each([401, 403])("calls onRefused on %i before throwing", async (status) => {
    const onRefused = vi.fn();
    mockApi(() => failure(status, "Please sign in."));
    await expect(sendRequest("/api/me", names, { ...get, onRefused })).rejects.toMatchObject({ status });
    expect(onRefused).toHaveBeenCalledOnce();
  });

  it("leaves onRefused alone on other failures", async () => {
    const onRefused = vi.fn();
    mockApi(() => failure(500, "Internal server error."));
    await expect(sendRequest("/api/me", names, { ...get, onRefused })).rejects.toMatchObject({
      status: 500,
      message: "Internal server error.",
      isRetryable: true,
    });
    expect(onRefused).not.toHaveBeenCalled();
  });

  it("says the server is unreachable when fetch itself fails", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = await sendRequest("/api/category", names, get).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, isRetryable: true });
    expect((error as ApiError).message).toMatch(/can't reach the server/);
  });

  it("rethrows an abort as it is", async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException("Aborted", "AbortError");
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(abort));
    await expect(sendRequest("/api/category", names, { ...get, signal: controller.signal })).rejects.toBe(abort);
  });

  it("rejects a body that does not fit the contract", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi(() => ok([42]));
    await expect(sendRequest("/api/category", names, get)).rejects.toMatchObject({
      message: expect.stringMatching(/don't understand/),
    });
  });

  it("reports a 5xx without a JSON body by its status, as retryable", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 })));
    const error = await sendRequest("/api/category", names, get).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, isRetryable: true });
    expect((error as ApiError).message).toMatch(/having trouble/);
  });
});
