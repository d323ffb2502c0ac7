import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientKeyOf } from "../src/lib/client-key.ts";
import { rateLimitGroupOf } from "../src/plugins/rate-limit.ts";
import { createTestApp, type TestApp } from "./helpers/test-app.ts";

/** One request over a fresh socket, written byte for byte (inject would normalise the target). */
function rawStatus(port: number, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let head = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      head += chunk;
      const match = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (match) {
        socket.destroy();
        resolve(Number(match[1]));
      }
    });
    socket.on("error", reject);
    socket.write(`GET ${target} HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n`);
  });
}

describe("the rate limit", () => {
  let t: TestApp;
  let port: number;
  // Per minute: api 10, media 40, seo 1, pages 5.
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: "10" } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const statuses = async (targets: string[]) => {
    const answers: number[] = [];
    for (const target of targets) answers.push(await rawStatus(port, target));
    return answers;
  };

  it("counts an API route however its target is spelled", async () => {
    const spellings = [
      "/api/category-index",
      "/%61pi/category-index",
      "/api/%63ategory-index",
      "http://shop.example/api/category-index",
      "http://other.example/%61pi/category-index",
    ];
    const answers = await statuses([...spellings, ...spellings, "/api/category-index", "/%61pi/category-index"]);
    expect(answers).toEqual([...Array(10).fill(200), 429, 429]);
  });

  it("limits the media, artwork, sitemaps and pages too, each group on its own", async () => {
    const art = await statuses(Array.from({ length: 41 }, (_, i) => `/art/missing-${i}.svg`));
    expect(art.slice(0, 40).every((status) => status !== 429)).toBe(true);
    expect(art[40]).toBe(429);
    expect(await statuses(["/media/missing.webp"])).toEqual([429]);
    expect(await statuses(["/sitemap.xml", "/sitemaps/listings-1.xml"])).toEqual([200, 429]);
    const pages = ["/some/page", "/%73ome/page", "/other", "/a", "/b", "/c"];
    expect(await statuses(pages)).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it("counts an IPv6 client by its /64 and an IPv4 client by its address", () => {
    expect(clientKeyOf("2001:db8:7:8::1")).toBe("2001:db8:7:8::/64");
    expect(clientKeyOf("2001:db8:7:8:ffff:1:2:3")).toBe("2001:db8:7:8::/64");
    expect(clientKeyOf("::1")).toBe("0:0:0:0::/64");
    expect(clientKeyOf("::ffff:203.0.113.7")).toBe("::ffff:203.0.113.7");
    expect(clientKeyOf("203.0.113.7")).toBe("203.0.113.7");
  });

  it("groups routes by the pattern they matched", () => {
    expect(rateLimitGroupOf("/api/auth/login")).toBe("api");
    expect(rateLimitGroupOf("/api/health")).toBe("health");
    expect(rateLimitGroupOf("/api/listings/:id")).toBe("api");
    expect(rateLimitGroupOf("/media/*")).toBe("media");
    expect(rateLimitGroupOf("/sitemaps/:file")).toBe("seo");
    expect(rateLimitGroupOf("/assets/index.js")).toBe("assets");
    expect(rateLimitGroupOf(undefined)).toBe("pages");
  });
});
