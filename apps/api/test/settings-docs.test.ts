import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), "utf8");

/** The variables named in the first cell of the README's settings table. */
function readmeSettings(): string[] {
  const table = read("README.md").split("## Settings")[1]?.split("\n## ")[0] ?? "";
  const firstCells = table.split("\n").map((line) => /^\| ([^|]+)\|/.exec(line)?.[1] ?? "");
  return [...new Set(firstCells.flatMap((cell) => cell.match(/`[A-Z][A-Z0-9_]+`/g) ?? []))].map((name) =>
    name.slice(1, -1),
  );
}

/** The variables `.env.example` sets or shows commented out. */
function exampleSettings(): string[] {
  return [...read(".env.example").matchAll(/^(?:# )?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!);
}

/** The variables the server's settings schema reads (`envSchema` in config-env.ts). */
function configSettings(): string[] {
  const source = read("apps/api/src/config-env.ts");
  const schema = source.slice(source.indexOf("const envSchema = z.object({"));
  return [...schema.slice(0, schema.indexOf("\n});")).matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]!);
}

describe("the settings' documentation", () => {
  it("lists in .env.example every setting the README lists, and no other", () => {
    const readme = readmeSettings();
    expect(readme.length).toBeGreaterThan(30);
    expect(readme.filter((name) => !exampleSettings().includes(name))).toEqual([]);
    expect(exampleSettings().filter((name) => !readme.includes(name))).toEqual([]);
  });

  it("documents in the README every setting the server reads", () => {
    const fromConfig = configSettings();
    expect(fromConfig.length).toBeGreaterThan(30);
    expect(fromConfig.filter((name) => !readmeSettings().includes(name))).toEqual([]);
  });
});
