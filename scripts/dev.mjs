// `npm run dev`: the API with reload on :3000 and Vite's dev server (proxying /api) on :5173.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { root } from "./build-if-stale.mjs";

const envFile = path.join(root, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

const children = [
  spawn("npx", ["tsx", "watch", "apps/api/src/server.ts"], { cwd: root, stdio: "inherit" }),
  spawn("npx", ["vite"], { cwd: path.join(root, "apps/web"), stdio: "inherit" }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) => child.on("exit", stop));
