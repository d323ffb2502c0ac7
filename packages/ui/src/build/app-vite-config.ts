import react from "@vitejs/plugin-react";
import type { UserConfig } from "vite";
import { precompress } from "./precompress.ts";

type AppViteOptions = {
  /** Paths the dev and preview servers pass on to the API server, and its origin. */
  proxy: Record<string, string>;
  devPort: number;
  previewPort: number;
};

/** The Vite set-up of both apps (the site and the admin panel): React, precompressed assets, a framework chunk. */
export function appViteConfig({ proxy, devPort, previewPort }: AppViteOptions): UserConfig {
  return {
    plugins: [react(), precompress()],
    build: {
      outDir: "dist",
      emptyOutDir: true,
      // Every browser the apps support preloads modules itself (`<link rel="modulepreload">`).
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // The framework changes far less often than the app, so it gets its own long-cached
              // chunk (with the bundler's small runtime, which would otherwise be a file of its own).
              // Other libraries stay with the pages that use them, out of the first view: zod too,
              // which the site's first view does not load (issue 14).
              {
                name: "framework",
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]|rolldown[\\/]runtime/,
                priority: 2,
              },
              // Everything the entry imports statically is fetched for every first view anyway: one
              // file rather than a dozen small shared chunks, each costing a request and its headers.
              { name: "app", tags: ["$initial"], priority: 1 },
            ],
          },
        },
      },
    },
    server: { port: devPort, strictPort: true, proxy },
    preview: { port: previewPort, proxy },
  };
}
