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
      rolldownOptions: {
        output: {
          codeSplitting: {
            // The framework changes far less often than the app, so it gets its own long-cached
            // chunk. Other libraries stay with the pages that use them, out of the first view.
            groups: [
              {
                name: "framework",
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zod)[\\/]/,
              },
            ],
          },
        },
      },
    },
    server: { port: devPort, strictPort: true, proxy },
    preview: { port: previewPort, proxy },
  };
}
