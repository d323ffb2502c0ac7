import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyReply } from "fastify";

/** index.html with its own stylesheets written into it, and the policy sources that allow them. */
export type InlinedTemplate = { html: string; styleSources: readonly string[] };

const stylesheetLink = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * The app's entry stylesheet goes into the page itself: a first view then paints as soon as its
 * HTML arrives, without a second request for render-blocking CSS that shares a slow mobile link
 * with the scripts (decision 039). The element keeps the file's address (`data-href`), so the
 * page's own links (page-renderer.ts) still know it is there.
 */
export function inlineStylesheets(template: string, distDir: string): InlinedTemplate {
  const styleSources: string[] = [];
  const html = template.replace(stylesheetLink, (link, file: string) => {
    const cssFile = path.join(distDir, file);
    if (!existsSync(cssFile)) return link;
    const css = readFileSync(cssFile, "utf8");
    // A stylesheet that could close its own element stays a link.
    if (/<\/style/i.test(css)) return link;
    styleSources.push(`'sha256-${createHash("sha256").update(css).digest("base64")}'`);
    return `<style data-href="/${file}">${css}</style>`;
  });
  return { html, styleSources };
}

/**
 * Adds the inlined styles' hashes to this response's style-src. Not where the policy already
 * allows inline styles (the site with a Google Maps key): a hash there would switch that off.
 */
export function allowInlinedStyles(reply: FastifyReply, styleSources: readonly string[]): void {
  if (styleSources.length === 0) return;
  const policy = reply.getHeader("content-security-policy");
  if (typeof policy !== "string") return;
  const styleSrc = /(?:^|;)\s*style-src([^;]*)/.exec(policy);
  if (!styleSrc || styleSrc[1]!.includes("'unsafe-inline'")) return;
  reply.header("content-security-policy", policy.replace(styleSrc[0], `${styleSrc[0]} ${styleSources.join(" ")}`));
}
