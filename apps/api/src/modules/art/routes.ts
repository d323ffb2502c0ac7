import type { FastifyPluginAsync } from "fastify";
import { renderArt } from "@mp/db/seed/art";

/**
 * `GET /art/*`: the demo catalogue's generated pictures. They are pure functions of their
 * path, so any server process answers the same bytes and browsers may cache them for good.
 */
export const artRoutes: FastifyPluginAsync = async (app) => {
  // Left out of the API reference: demo artwork, not part of the API.
  app.get<{ Params: { "*": string } }>("/art/*", { schema: { hide: true } }, async (request, reply) => {
    const svg = renderArt(request.params["*"]);
    if (svg === null) return reply.status(404).send({ result: 0, message: "Not found." });
    return reply
      .type("image/svg+xml")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
};
