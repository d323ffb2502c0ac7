import { categoryListResponseSchema } from "@mp/contracts/category";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { http, HttpResponse } from "msw";
import { failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { makeCategory } from "../test/categories";
import { server } from "../test/server";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { apiGet, apiPost, apiPut, setUnauthorizedHandler } from "./api-client";

describe("apiGet", () => {
  it("returns the body checked against the contract", async () => {
    const bakeries = makeCategory("Bakeries");
    server.use(http.get("/api/category", () => ok([bakeries])));
    const sent = recordRequests(server);
    const body = await apiGet("/api/category", categoryListResponseSchema);
    expect(body.result_value).toEqual([bakeries]);
    expect(sent.map((request) => request.path)).toEqual(["/api/category"]);
    expect(sent[0]?.headers.get("Accept")).toBe("application/json");
    expect(sent[0]?.headers.has("Authorization")).toBe(false);
  });

  it("throws the server's message and field errors as an ApiError", async () => {
    server.use(http.get("/api/category", () => failure(400, "Invalid query.", { errors: { limit: ["Too big."] } })));
    const error = await apiGet("/api/category?limit=1000", categoryListResponseSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: "Invalid query.", errors: { limit: ["Too big."] } });
    expect((error as ApiError).isRetryable).toBe(false);
  });
});

describe("calls that need the user", () => {
  const userDetails = "/api/adds/UserDetalis/someone";
  const anything = z.object({ result: z.number() });
  const done = () => HttpResponse.json({ result: 1 });

  it("send the employer token as a bearer on GET, POST and PUT", async () => {
    localStorage.setItem("employerToken", "employer-jwt");
    localStorage.setItem("token", "employer-jwt");
    server.use(http.get(userDetails, done), http.post("/api/auth/logout", done), http.put("/api/profile", done));
    const sent = recordRequests(server);

    await apiGet(userDetails, anything, { auth: true });
    await apiPost("/api/auth/logout", {}, anything, { auth: true });
    await apiPut("/api/profile", { name: "Ada" }, anything, { auth: true });

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
    server.use(http.post("/api/auth/login", done));
    const sent = recordRequests(server);
    await apiPost("/api/auth/login", { email: "a@b.co", password: "x" }, anything);
    expect(sent[0]?.headers.has("Authorization")).toBe(false);
  });

  it.each([401, 403])("clear storage and return home on %i", async (status) => {
    localStorage.setItem("employerToken", "employer-jwt");
    localStorage.setItem("token", "employer-jwt");
    localStorage.setItem("categoryId", "cat-1");
    const goHome = vi.fn();
    const restore = setUnauthorizedHandler(goHome);
    server.use(http.post("/api/auth/logout", () => failure(status, "Please sign in to continue.")));

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
    server.use(
      http.post("/api/auth/login", () =>
        failure(401, "Invalid email or password.", { Password_error: "Invalid email or password." }),
      ),
    );

    const error = await apiPost("/api/auth/login", {}, anything).catch((e: unknown) => e);

    restore();
    expect((error as ApiError).body).toMatchObject({ Password_error: "Invalid email or password." });
    expect(localStorage.getItem("token")).toBe("kept");
    expect(goHome).not.toHaveBeenCalled();
  });
});
