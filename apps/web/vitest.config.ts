import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

/** Referenced as a project by the root vitest.config.ts; also runs alone with `npm test -w @mp/web`. */
export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    // This folder, so that the root config can also use this project inline (vitest.config.ts).
    root: fileURLToPath(new URL(".", import.meta.url)),
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
    // Above the Testing Library wait (10 s, src/test/setup.ts), so a slow lazy chunk fails as a wait, not a time-out.
    testTimeout: 20_000,
  },
});
