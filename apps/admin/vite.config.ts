import { defineConfig } from "vite";
// Relative, so that Vite bundles it into the config (a package import would be loaded as .ts by Node).
import { appViteConfig } from "../../packages/ui/src/build/app-vite-config.ts";

// The admin panel is served by the same server on ADMIN_PORT, with /api on the same origin.
export default defineConfig(
  appViteConfig({ proxy: { "/api": "http://localhost:3001" }, devPort: 5174, previewPort: 4174 }),
);
