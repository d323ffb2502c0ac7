import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
// Relative, so that Vite bundles it into the config (a package import would be loaded as .ts by Node).
import { precompress } from "../../packages/ui/src/build/precompress.ts";

// The API server (Fastify) answers /api and the generated pictures under /art.
const apiOrigin = "http://localhost:3000";
const proxy = { "/api": apiOrigin, "/art": apiOrigin };

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The framework changes far less often than the app, so it gets its own long-cached
          // chunk. Other libraries stay with the pages that use them, out of the first view.
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zod)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
