import { describe, expect, it } from "vitest";
import { loadConfig, type ConfigError } from "../src/config.ts";
import { createTestApp } from "./helpers/test-app.ts";

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    return (err as ConfigError).problems;
  }
};

describe("TRUST_PROXY", () => {
  it("takes false, a hop count or the proxies' addresses, and refuses true", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,loopback" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "loopback",
    ]);
    expect(problemsOf({ TRUST_PROXY: "true" })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: true would trust any X-Forwarded-For a client writes/),
    ]);
    expect(problemsOf({ TRUST_PROXY: "10.0.0.0/33,proxy.example" })).toEqual([
      "TRUST_PROXY: not a hop count or proxy addresses (IP, CIDR, loopback, linklocal, uniquelocal): 10.0.0.0/33, proxy.example",
    ]);
  });

  const clientAddress = async (env: Record<string, string>, forwardedFor: string) => {
    const t = await createTestApp({
      env,
      extraRoutes: (app) => app.get("/test/client-address", async (request) => ({ ip: request.ip })),
    });
    try {
      const res = await t.app.inject({
        url: "/test/client-address",
        remoteAddress: "10.0.0.2",
        headers: { "x-forwarded-for": forwardedFor },
      });
      return res.json<{ ip: string }>().ip;
    } finally {
      await t.close();
    }
  };

  it("takes the address the proxy saw, not a left-most one the client wrote", async () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the one proxy appended the address it saw.
    expect(await clientAddress({ TRUST_PROXY: "1" }, "6.6.6.6, 203.0.113.7")).toBe("203.0.113.7");
    expect(await clientAddress({ TRUST_PROXY: "10.0.0.0/8" }, "6.6.6.6, 203.0.113.7")).toBe("203.0.113.7");
    // A peer that is not a listed proxy is the client itself, whatever it writes.
    expect(await clientAddress({ TRUST_PROXY: "192.168.0.0/16" }, "6.6.6.6")).toBe("10.0.0.2");
    expect(await clientAddress({}, "6.6.6.6")).toBe("10.0.0.2");
  });
});
