import { createHash } from "node:crypto";

/** A script element with its text: its attributes, then what it runs. */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** Types a browser runs as a script: none, or JavaScript's (JSON and JSON-LD are data, which the policy does not govern). */
const runnable = /^(?:text\/javascript|application\/javascript|module)?$/i;

/**
 * The policy sources (`'sha256-…'`) of the scripts that a built page runs from its own text: the
 * site's loader of its modules (decision 042). Only a script the build wrote into index.html is
 * allowed this way; nothing of a request or a rendered page goes into it.
 */
export function inlineScriptSources(template: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = "", text = ""] of template.matchAll(scriptElement)) {
    if (/\bsrc=/.test(attributes) || text.trim() === "") continue;
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1] ?? "";
    if (!runnable.test(type)) continue;
    sources.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }
  return [...sources];
}
