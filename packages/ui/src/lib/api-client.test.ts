import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { failure, ok, recordRequests } from "../test/msw.ts";
import { server } from "../test/server.ts";
import { ApiError, sendRequest } from "./api-client.ts";

const names = z.object({ result: z.literal(1), result_value: z.array(z.string()) });
const get = { method: "GET" } as const;

/** Answers every request to `path` with `reply`. */
const answer = (path: string, reply: () => Response) => server.use(http.all(path, reply));

describe("sendRequest", () => {
  it("returns the body checked against the contract", async () => {
    answer("/api/category", () => ok(["Bakeries"]));
    const sent = recordRequests(server);
    const body = await sendRequest("/api/category", names, get);
    expect(body.result_value).toEqual(["Bakeries"]);
    expect(sent.map((request) => [request.method, request.path])).toEqual([["GET", "/api/category"]]);
    expect(sent[0]?.headers.get("Accept")).toBe("application/json");
    expect(sent[0]?.headers.has("Authorization")).toBe(false);
  });

  it("sends the token, the JSON payload and the cache mode it is given", async () => {
    answer("/api/profile", () => HttpResponse.json({ result: 1 }));
    const sent = recordRequests(server);
    // The cache mode stays in the browser (happy-dom's Request drops it): read it off the call.
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    await sendRequest("/api/profile", z.object({ result: z.number() }), {
      method: "PUT",
      payload: { name: "Ada" },
      token: "jwt",
      cache: "no-store",
    });
    expect(sent[0]?.headers.get("Authorization")).toBe("Bearer jwt");
    expect(sent[0]?.headers.get("Content-Type")).toBe("application/json");
    expect(sent[0]?.body).toEqual({ name: "Ada" });
    expect(fetchSpy.mock.calls[0]?.[1]?.cache).toBe("no-store");
  });

  it("throws the server's message, field errors and body as an ApiError", async () => {
    answer("/api/category", () => failure(400, "Invalid query.", { errors: { limit: ["Too big."] } }));
    const error = await sendRequest("/api/category", names, get).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: "Invalid query.", errors: { limit: ["Too big."] } });
    expect((error as ApiError).body).toMatchObject({ result: 0 });
    expect((error as ApiError).isRetryable).toBe(false);
  });

  it("treats result 0 as a failure even with status 200", async () => {
    answer("/api/category", () => HttpResponse.json({ result: 0, message: "Nothing here." }));
    await expect(sendRequest("/api/category", names, get)).rejects.toMatchObject({ message: "Nothing here." });
  });

  it.each([401, 403])("calls onRefused on %i before throwing", async (status) => {
    const onRefused = vi.fn();
    answer("/api/me", () => failure(status, "Please sign in."));
    await expect(sendRequest("/api/me", names, { ...get, onRefused })).rejects.toMatchObject({ status });
    expect(onRefused).toHaveBeenCalledOnce();
  });

  it("leaves onRefused alone on other failures", async () => {
    const onRefused = vi.fn();
    answer("/api/me", () => failure(500, "Internal server error."));
    await expect(sendRequest("/api/me", names, { ...get, onRefused })).rejects.toMatchObject({
      status: 500,
      message: "Internal server error.",
      isRetryable: true,
    });
    expect(onRefused).not.toHaveBeenCalled();
  });

  it("says the server is unreachable when fetch itself fails", async () => {
    answer("/api/category", () => HttpResponse.error());
    const error = await sendRequest("/api/category", names, get).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, isRetryable: true });
    expect((error as ApiError).message).toMatch(/can't reach the server/);
  });

  it("rethrows an abort as it is", async () => {
    answer("/api/category", () => ok(["Bakeries"]));
    const controller = new AbortController();
    controller.abort();
    const error = await sendRequest("/api/category", names, { ...get, signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toHaveProperty("name", "AbortError");
  });

  it("rejects a body that does not fit the contract", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    answer("/api/category", () => ok([42]));
    await expect(sendRequest("/api/category", names, get)).rejects.toMatchObject({
      message: expect.stringMatching(/don't understand/),
    });
  });

  it("checks the answer against a contract it imports alongside the call", async () => {
    answer("/api/category", () => ok(["Bakeries"]));
    const loadContract = vi.fn(() => Promise.resolve(names));
    const body = await sendRequest("/api/category", loadContract, get);
    expect(body.result_value).toEqual(["Bakeries"]);
    expect(loadContract).toHaveBeenCalledOnce();

    vi.spyOn(console, "error").mockImplementation(() => {});
    answer("/api/category", () => ok([42]));
    await expect(sendRequest("/api/category", () => Promise.resolve(names), get)).rejects.toMatchObject({
      message: expect.stringMatching(/don't understand/),
    });
  });

  it("reports a contract that fails to load as the server being unreachable, retryable", async () => {
    answer("/api/category", () => ok(["Bakeries"]));
    const error = await sendRequest("/api/category", () => Promise.reject(new Error("chunk failed")), get).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, isRetryable: true });
    expect((error as ApiError).message).toMatch(/can't reach the server/);
  });

  it("reads a failure's message only from the error shape: malformed field errors fall back to the status", async () => {
    answer("/api/category", () =>
      HttpResponse.json({ result: 0, message: "Invalid query.", errors: { limit: "Too big." } }, { status: 400 }),
    );
    await expect(sendRequest("/api/category", names, get)).rejects.toMatchObject({
      status: 400,
      message: "The request failed (status 400).",
    });
    answer("/api/category", () => HttpResponse.json({ result: 0, message: 42 }, { status: 409 }));
    await expect(sendRequest("/api/category", names, get)).rejects.toMatchObject({
      message: "The request failed (status 409).",
    });
    answer("/api/category", () =>
      HttpResponse.json({ result: 0, message: "Taken.", requestId: "r-1" }, { status: 409 }),
    );
    await expect(sendRequest("/api/category", names, get)).rejects.toMatchObject({
      message: "Taken.",
      errors: undefined,
    });
  });

  it("reports a 5xx without a JSON body by its status, as retryable", async () => {
    answer("/api/category", () => new HttpResponse("<html>Bad gateway</html>", { status: 502 }));
    const error = await sendRequest("/api/category", names, get).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, isRetryable: true });
    expect((error as ApiError).message).toMatch(/having trouble/);
  });
});
