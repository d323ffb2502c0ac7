import type * as FastifyModule from "fastify";
import type { RouteOptions } from "fastify";

export type RouteEntry = { method: string; url: string; key: string };

/**
 * Fastify's module with every app it builds reporting its routes, as they are added, into `table`.
 * For `vi.mock("fastify", …)`: the app registers its routes while it is built, before a test could
 * add an `onRoute` hook of its own.
 */
export function withRouteTable(fastify: typeof FastifyModule, table: RouteOptions[]): typeof FastifyModule {
  const build = ((options: Parameters<typeof fastify.default>[0]) => {
    const app = fastify.default(options);
    app.addHook("onRoute", (route: RouteOptions) => void table.push(route));
    return app;
  }) as typeof fastify.default;
  return { ...fastify, default: build };
}

/** Each method and URL once, without the HEAD routes Fastify adds beside every GET. */
export function routeEntries(table: RouteOptions[]): RouteEntry[] {
  const entries = new Map<string, RouteEntry>();
  for (const route of table) {
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      const key = `${method} ${route.url}`;
      entries.set(key, { method, url: route.url, key });
    }
  }
  return [...entries.values()];
}
