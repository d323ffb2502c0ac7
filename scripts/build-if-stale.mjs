// Builds a workspace when its output is missing or older than any of its sources.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const targets = [
  {
    workspace: "@mp/web",
    // The server renderer is built last (apps/web: vite build, then vite build --ssr).
    output: "apps/web/dist-ssr/entry-server.js",
    sources: [
      "apps/web/src",
      "apps/web/index.html",
      "apps/web/public",
      "apps/web/vite.config.ts",
      "packages/contracts/src",
      "packages/ui/src",
    ],
  },
  {
    workspace: "@mp/admin",
    output: "apps/admin/dist/index.html",
    sources: [
      "apps/admin/src",
      "apps/admin/index.html",
      "apps/admin/public",
      "apps/admin/vite.config.ts",
      "packages/contracts/src",
      "packages/ui/src",
    ],
  },
  {
    workspace: "@mp/api",
    output: "apps/api/dist/server.js",
    sources: ["apps/api/src", "apps/api/build.mjs", "packages"],
  },
];

export function buildIfStale() {
  for (const target of targets) {
    const output = path.join(root, target.output);
    const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
    const newest = Math.max(...target.sources.map((s) => newestMtime(path.join(root, s))));
    if (newest <= builtAt) continue;
    console.log(`Building ${target.workspace}…`);
    const result = spawnSync("npm", ["run", "build", "-w", target.workspace], {
      stdio: "inherit",
      cwd: root,
      // A build started from a test runner inherits NODE_ENV=test, which would bundle React's
      // development build; what is built here is always what `npm start` serves.
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) throw new Error(`The build of ${target.workspace} failed.`);
  }
}

function newestMtime(file) {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(file)) {
    if (["node_modules", "dist", "test", "migrations"].includes(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(file, entry)));
  }
  return newest;
}
