import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { findChunkStarts, findListingChunk, findSubcategoryLinks } from "./repository.ts";
import { robotsTxt } from "./robots.ts";
import { sitemapIndex, urlSet } from "./sitemap-xml.ts";

/** Public pages that are always there; the subcategories' product lists follow them. */
const staticPages = [
  "/",
  "/categories",
  "/search",
  "/findjob",
  "/hirefreelancers",
  "/ourproducts",
  "/about",
  "/help",
  "/contact",
  "/privacy",
  "/terms-conditions",
] as const;
const CACHE_CONTROL = "public, max-age=3600";
const listingsFile = /^listings-([1-9]\d{0,5})\.xml$/;

/**
 * robots.txt and the sitemaps of the public site, at its root: an index, one sitemap of the
 * fixed pages and subcategories, and the published listings in files of at most 10,000.
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const base = app.config.publicUrl;
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.type("application/xml; charset=utf-8").header("cache-control", CACHE_CONTROL).send(xml);

  app.get(
    "/robots.txt",
    { schema: { tags: ["SEO"], summary: "robots.txt of the public site" } },
    async (_request, reply) =>
      reply.type("text/plain; charset=utf-8").header("cache-control", CACHE_CONTROL).send(robotsTxt(base)),
  );

  app.get("/sitemap.xml", { schema: { tags: ["SEO"], summary: "The sitemap index" } }, async (_request, reply) => {
    const chunks = (await findChunkStarts(db)).length;
    const listingFiles = Array.from({ length: chunks }, (_, i) => ({ loc: `${base}/sitemaps/listings-${i + 1}.xml` }));
    return sendXml(reply, sitemapIndex([{ loc: `${base}/sitemaps/pages.xml` }, ...listingFiles]));
  });

  app.get(
    "/sitemaps/pages.xml",
    { schema: { tags: ["SEO"], summary: "The sitemap of the fixed pages and the subcategories" } },
    async (_request, reply) => {
      const subcategories = await findSubcategoryLinks(db);
      const productPages = subcategories.map(({ id, name }) => ({
        loc: `${base}/products?${new URLSearchParams({ subcategoryId: id, name }).toString()}`,
      }));
      return sendXml(reply, urlSet([...staticPages.map((page) => ({ loc: `${base}${page}` })), ...productPages]));
    },
  );

  app.get<{ Params: { file: string } }>(
    "/sitemaps/:file",
    { schema: { tags: ["SEO"], summary: "A sitemap of published listings (listings-N.xml, 10,000 each)" } },
    async (request, reply) => {
      const chunk = Number(listingsFile.exec(request.params.file)?.[1] ?? 0);
      const rows = chunk > 0 ? await findListingChunk(db, chunk) : null;
      if (!rows) return reply.callNotFound();
      const urls = rows.map(({ id, updatedAt }) => ({
        loc: `${base}/productdetail/${id}`,
        lastmod: updatedAt.toISOString(),
      }));
      return sendXml(reply, urlSet(urls));
    },
  );
};
