import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyReply } from "fastify";

/** A built stylesheet written into the page, and the policy source that allows it. */
type InlineStyle = { element: string; source: string };

export type StyleInliner = ReturnType<typeof createStyleInliner>;

const stylesheetLink = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;
const inlinedStyle = /<style data-href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * The built app's stylesheets go into the pages themselves: a first view then paints as soon as
 * its HTML arrives, without more requests for render-blocking CSS that share a slow mobile link
 * with the scripts (decision 039). Each element keeps its file's address (`data-href`), so the
 * page's own links (page-renderer.ts) know it is there. A stylesheet is read once per process.
 */
export function createStyleInliner(distDir: string) {
  const styles = new Map<string, InlineStyle | null>();
  const styleOf = (file: string): InlineStyle | null => {
    if (!styles.has(file)) styles.set(file, readInlineStyle(distDir, file));
    return styles.get(file)!;
  };
  return {
    /** The stylesheet as an element of the page, or null when it stays a link. */
    element: (file: string): string | null => styleOf(file)?.element ?? null,
    /** The HTML with each stylesheet link that can be written in written in. */
    inlineLinks: (html: string): string =>
      html.replace(stylesheetLink, (link, file: string) => styleOf(file)?.element ?? link),
    /** The policy sources of the stylesheets written into this (server-built) HTML. */
    sourcesIn: (html: string): string[] => [
      ...new Set([...html.matchAll(inlinedStyle)].flatMap((match) => styleOf(match[1]!)?.source ?? [])),
    ],
  };
}

function readInlineStyle(distDir: string, file: string): InlineStyle | null {
  const cssFile = path.join(distDir, file);
  if (!existsSync(cssFile)) return null;
  const css = readFileSync(cssFile, "utf8");
  // A stylesheet that could close its own element stays a link.
  if (/<\/style/i.test(css)) return null;
  return {
    // The disabled link is never fetched. It is there for the script preloader, which links a lazy
    // page's stylesheets once it hydrates unless a stylesheet link with that address is already
    // in the page: without it the page asked again, at the highest priority, for every sheet it
    // already carried, and restyled itself when they came.
    element: `<style data-href="/${file}">${css}</style><link rel="stylesheet" href="/${file}" disabled>`,
    source: `'sha256-${createHash("sha256").update(css).digest("base64")}'`,
  };
}

/**
 * Adds the inlined styles' hashes to this response's style-src. Not where the policy already
 * allows inline styles (the site with a Google Maps key): a hash there would switch that off.
 */
export function allowInlinedStyles(reply: FastifyReply, styleSources: readonly string[]): void {
  allowInlineSources(reply, "style-src", styleSources);
}

/**
 * Adds hashes of inline elements to one directive of this response's policy, unless that directive
 * allows inline ones already ('unsafe-inline', which a hash would switch off).
 */
export function allowInlineSources(
  reply: FastifyReply,
  directive: "style-src" | "script-src",
  sources: readonly string[],
): void {
  if (sources.length === 0) return;
  const policy = reply.getHeader("content-security-policy");
  if (typeof policy !== "string") return;
  const current = new RegExp(`(?:^|;)\\s*${directive}([^;]*)`).exec(policy);
  if (!current || current[1]!.includes("'unsafe-inline'")) return;
  reply.header("content-security-policy", policy.replace(current[0], `${current[0]} ${sources.join(" ")}`));
}
