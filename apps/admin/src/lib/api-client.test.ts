import { adminUserListResponseSchema } from "@mp/contracts/admin-users";
import { sessionCheckResponseSchema } from "@mp/contracts/auth";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { deferred, failure, ok, recordRequests } from "@mp/ui/test/msw.ts";
import { server } from "../test/server";
import { makeUser } from "../test/users";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { apiGet, apiPost } from "./api-client";
import { getSessionSnapshot, saveSession } from "./session-store";

const session = { token: "secret-token", userId: "00000000-0000-4000-8000-000000000001" };

describe("apiGet", () => {
  it("sends the stored token as a bearer and returns the body checked against the contract", async () => {
    saveSession(session);
    const { createdAt: _, ...me } = makeUser();
    server.use(http.get("/api/auth/session", () => ok(me)));
    const sent = recordRequests(server);
    // The cache mode stays in the browser (happy-dom's Request drops it): read it off the call.
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const body = await apiGet("/api/auth/session", sessionCheckResponseSchema);
    expect(body.result_value).toEqual(me);
    expect(sent.map((request) => request.path)).toEqual(["/api/auth/session"]);
    expect(sent[0]?.headers.get("Accept")).toBe("application/json");
    expect(sent[0]?.headers.get("Authorization")).toBe("Bearer secret-token");
    expect(fetchSpy.mock.calls[0]?.[1]?.cache).toBe("no-store");
  });

  it("sends no Authorization header without a session", async () => {
    const sent = recordRequests(server);
    await expect(apiGet("/api/auth/session", sessionCheckResponseSchema)).rejects.toMatchObject({ status: 401 });
    expect(sent[0]?.headers.has("Authorization")).toBe(false);
    expect(sent[0]?.headers.get("Accept")).toBe("application/json");
  });

  it.each([401, 403])("clears the admin storage on %i and throws the server's message", async (status) => {
    saveSession(session);
    localStorage.setItem("other", "1");
    server.use(http.get("/api/admin/users", () => failure(status, "Not for you.")));
    const error = await apiGet("/api/admin/users", adminUserListResponseSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message: "Not for you.", isRetryable: false });
    expect(getSessionSnapshot()).toEqual({ session: null, reason: "expired" });
    expect(localStorage.length).toBe(0);
  });

  it("keeps a newer session when a refusal arrives for the token it replaced", async () => {
    saveSession(session);
    const reply = deferred<Response>();
    server.use(http.get("/api/admin/users", () => reply.promise));
    const call = apiGet("/api/admin/users", adminUserListResponseSchema).catch((e: unknown) => e);
    const newer = { token: "newer-token", userId: session.userId };
    saveSession(newer);
    reply.resolve(failure(401, "Expired."));
    expect(await call).toMatchObject({ status: 401 });
    expect(getSessionSnapshot().session).toEqual(newer);
  });

  it("keeps the session on other failures", async () => {
    saveSession(session);
    server.use(http.get("/api/admin/users", () => failure(500, "Internal server error.")));
    await expect(apiGet("/api/admin/users", adminUserListResponseSchema)).rejects.toMatchObject({
      status: 500,
      isRetryable: true,
    });
    expect(getSessionSnapshot().session).toEqual(session);
  });
});

describe("apiPost", () => {
  it("sends the payload as JSON with the bearer, and ends the session on 403 as apiGet does", async () => {
    saveSession(session);
    const sent = recordRequests(server);
    server.use(http.post("/api/admin/users/x/role", () => failure(403, "Super-Admins only.")));
    const error = await apiPost("/api/admin/users/x/role", { role: "Admin" }, sessionCheckResponseSchema).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 403, message: "Super-Admins only." });
    expect(sent[0]).toMatchObject({ method: "POST", body: { role: "Admin" } });
    expect(sent[0]?.headers.get("Authorization")).toBe("Bearer secret-token");
    expect(sent[0]?.headers.get("Content-Type")).toBe("application/json");
    expect(getSessionSnapshot()).toEqual({ session: null, reason: "expired" });
  });
});
