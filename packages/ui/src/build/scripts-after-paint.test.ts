import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadScriptsAfterPaint, scriptsAfterPaint } from "./scripts-after-paint.ts";

// index.html as Vite 8 writes it for the site: the entry's module script, then its imports' preloads.
const built = `<!doctype html>
<html lang="en-AU">
  <head>
    <title>Shop</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/framework-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

describe("the site's pages load their scripts after their first paint", () => {
  it("replaces the module script and its preloads with one loader that names them, the entry last", () => {
    const html = loadScriptsAfterPaint(built);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    const loader =
      '<script data-modules="/assets/rolldown-runtime-abc.js /assets/framework-abc.js /assets/index-abc.js">' +
      `${scriptsAfterPaint}</script>`;
    // At the end of the body, after the root the server renders into.
    expect(html).toContain(`<div id="root"></div>\n    ${loader}\n  </body>`);
  });

  it("leaves a page without a module script as it is", () => {
    const plain = '<html><head></head><body><div id="root"></div>\n  </body></html>';
    expect(loadScriptsAfterPaint(plain)).toBe(plain);
  });

  it("has one fixed text, so the server's policy can allow it by its hash", () => {
    const once = loadScriptsAfterPaint(built);
    const other = loadScriptsAfterPaint(built.replaceAll("abc", "xyz"));
    const textOf = (html: string) => /<script data-modules="[^"]*">([^<]*)<\/script>/.exec(html)?.[1];
    const hash = (text = "") => createHash("sha256").update(text).digest("base64");
    expect(textOf(once)).toBe(scriptsAfterPaint);
    expect(hash(textOf(other))).toBe(hash(textOf(once)));
  });
});
