// `npm run dev`: the server with reload (site API on :3000, admin API on :3001) and Vite's dev
// servers for the site on :5173 and the admin panel on :5174, each proxying /api.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { root } from "./build-if-stale.mjs";

const envFile = path.join(root, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

// In development people browse the Vite servers, so those are the origins the apps trust.
const serverEnv = {
  ...process.env,
  PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173",
  ADMIN_URL: process.env.ADMIN_URL ?? "http://localhost:5174",
};

const children = [
  spawn("npx", ["tsx", "watch", "apps/api/src/server.ts"], { cwd: root, stdio: "inherit", env: serverEnv }),
  spawn("npx", ["vite"], { cwd: path.join(root, "apps/web"), stdio: "inherit" }),
  spawn("npx", ["vite", "--port", "5174"], { cwd: path.join(root, "apps/admin"), stdio: "inherit" }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) => child.on("exit", stop));
