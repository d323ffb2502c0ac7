import { adminUserListResponseSchema } from "@mp/contracts/admin-users";
import { sessionCheckResponseSchema } from "@mp/contracts/auth";
import { describe, expect, it } from "vitest";
import { deferred, failure, mockApi, ok, type Reply } from "@mp/ui/test/api-mock.ts";
import { makeUser } from "../test/api-mock";
import { ApiError } from "@mp/ui/lib/api-client.ts";
import { apiGet } from "./api-client";
import { getSessionSnapshot, saveSession } from "./session-store";

const session = { token: "secret-token", userId: "00000000-0000-4000-8000-000000000001" };

describe("apiGet", () => {
  it("sends the stored token as a bearer and returns the body checked against the contract", async () => {
    saveSession(session);
    const { createdAt: _, ...me } = makeUser();
    const fetchMock = mockApi(() => ok(me));
    const body = await apiGet("/api/auth/session", sessionCheckResponseSchema);
    expect(body.result_value).toEqual(me);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/auth/session",
      expect.objectContaining({
        headers: { Accept: "application/json", Authorization: "Bearer secret-token" },
        cache: "no-store",
      }),
    );
  });

  it("sends no Authorization header without a session", async () => {
    const fetchMock = mockApi(() => failure(401, "Please sign in."));
    await expect(apiGet("/api/auth/session", sessionCheckResponseSchema)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ Accept: "application/json" });
  });

  it.each([401, 403])("clears the admin storage on %i and throws the server's message", async (status) => {
    saveSession(session);
    localStorage.setItem("other", "1");
    mockApi(() => failure(status, "Not for you."));
    const error = await apiGet("/api/admin/users", adminUserListResponseSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message: "Not for you.", isRetryable: false });
    expect(getSessionSnapshot()).toEqual({ session: null, reason: "expired" });
    expect(localStorage.length).toBe(0);
  });

  it("keeps a newer session when a refusal arrives for the token it replaced", async () => {
    saveSession(session);
    const reply = deferred<Reply>();
    mockApi(() => reply.promise);
    const call = apiGet("/api/admin/users", adminUserListResponseSchema).catch((e: unknown) => e);
    const newer = { token: "newer-token", userId: session.userId };
    saveSession(newer);
    reply.resolve(failure(401, "Expired."));
    expect(await call).toMatchObject({ status: 401 });
    expect(getSessionSnapshot().session).toEqual(newer);
  });

  it("keeps the session on other failures", async () => {
    saveSession(session);
    mockApi(() => failure(500, "Internal server error."));
    await expect(apiGet("/api/admin/users", adminUserListResponseSchema)).rejects.toMatchObject({
      status: 500,
      isRetryable: true,
    });
    expect(getSessionSnapshot().session).toEqual(session);
  });
});
