import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
// Relative, so that Vite bundles it into the config (a package import would be loaded as .ts by Node).
import { precompress } from "../../packages/ui/src/build/precompress.ts";

// The API server (Fastify) answers /api, the generated pictures under /art and uploads under /media.
const apiOrigin = process.env.API_ORIGIN ?? "http://localhost:3000";
const proxy = { "/api": apiOrigin, "/art": apiOrigin, "/media": apiOrigin };

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
  server: { port: Number(process.env.VITE_PORT ?? 5173), strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
