import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const sources = ["apps/web/src", "apps/admin/src", "packages/ui/src"];
/** Where a literal is the point: the palette itself, and the map's drawn tile grid and pins (decision 032). */
const exempt = ["packages/ui/src/styles/tokens.css", "apps/web/src/features/maps/"];

function filesOf(dir: string, extension: RegExp): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesOf(relative, extension);
    return extension.test(entry.name) ? [relative] : [];
  });
}

const cssFiles = (dir: string) => filesOf(dir, /\.css$/);

const rawColour = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/i;

describe("design tokens", () => {
  it("are the only colours the apps' stylesheets write (no raw hex, rgb or hsl outside tokens.css)", () => {
    const offenders = sources
      .flatMap(cssFiles)
      .filter((file) => !exempt.some((prefix) => file.startsWith(prefix)))
      .flatMap((file) =>
        readFileSync(path.join(root, file), "utf8")
          .split("\n")
          .map((line, index) => ({ file, line: index + 1, text: line.trim() }))
          .filter(({ text }) => rawColour.test(text.replace(/var\([^)]*\)/g, ""))),
      )
      .map(({ file, line, text }) => `${file}:${line} ${text}`);
    expect(offenders, "use a token from packages/ui/src/styles/tokens.css (add one there if needed)").toEqual([]);
  });

  it("define every token the stylesheets read", () => {
    const defined = new Set(
      [
        ...readFileSync(path.join(root, "packages/ui/src/styles/tokens.css"), "utf8").matchAll(
          /(?<![\w-])(--[\w-]+)\s*:/g,
        ),
      ].map((match) => match[1]),
    );
    // Tokens the apps add for themselves (site.css, admin.css) or set in a rule are defined too, and
    // so are those a component sets on an element ("--share" in a style prop).
    const files = sources.flatMap(cssFiles).map((file) => readFileSync(path.join(root, file), "utf8"));
    for (const text of files) for (const match of text.matchAll(/(?<![\w-])(--[\w-]+)\s*:/g)) defined.add(match[1]);
    for (const file of sources.flatMap((dir) => filesOf(dir, /\.tsx$/)))
      for (const match of readFileSync(path.join(root, file), "utf8").matchAll(/["'](--[\w-]+)["']/g))
        defined.add(match[1]);
    const missing = new Set<string>();
    for (const text of files)
      // A read with a fallback (`var(--inline-gap, …)`) needs no definition.
      for (const match of text.matchAll(/var\((--[\w-]+)\s*\)/g)) if (!defined.has(match[1]!)) missing.add(match[1]!);
    expect([...missing].filter((name) => !name.startsWith("--toastify"))).toEqual([]);
  });
});
