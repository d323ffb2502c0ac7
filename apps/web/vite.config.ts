import { defineConfig } from "vite";
// Relative, so that Vite bundles it into the config (a package import would be loaded as .ts by Node).
import { appViteConfig } from "../../packages/ui/src/build/app-vite-config.ts";

// The API server (Fastify) answers /api, the generated pictures under /art and uploads under /media.
const apiOrigin = process.env.API_ORIGIN ?? "http://localhost:3000";

export default defineConfig(
  appViteConfig({
    proxy: { "/api": apiOrigin, "/art": apiOrigin, "/media": apiOrigin },
    devPort: Number(process.env.VITE_PORT ?? 5173),
    previewPort: 4173,
  }),
);
