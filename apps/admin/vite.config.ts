import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
// Relative, so that Vite bundles it into the config (a package import would be loaded as .ts by Node).
import { precompress } from "../../packages/ui/src/build/precompress.ts";

// The admin panel is served by the same server on ADMIN_PORT, with /api on the same origin.
const apiOrigin = "http://localhost:3001";
const proxy = { "/api": apiOrigin };

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // As in the site: the framework changes far less often than the app, so it gets its own long-cached chunk.
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zod)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { port: 5174, strictPort: true, proxy },
  preview: { port: 4174, proxy },
});
