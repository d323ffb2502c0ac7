import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

/** Referenced as a project by the root vitest.config.ts; also runs alone with `npm test -w @mp/ui`. */
export default defineProject({
  plugins: [react()],
  test: {
    name: "ui",
    root: fileURLToPath(new URL(".", import.meta.url)),
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
