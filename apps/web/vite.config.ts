import { defineConfig } from "vite";
// Relative, so that Vite bundles it into the config (a package import would be loaded as .ts by Node).
import { appViteConfig } from "../../packages/ui/src/build/app-vite-config.ts";
import { scriptsAfterFirstPaint } from "../../packages/ui/src/build/scripts-after-paint.ts";

// The API server (Fastify) answers /api, the generated pictures under /art and uploads under /media.
const apiOrigin = process.env.API_ORIGIN ?? "http://localhost:3000";

/**
 * The home page's hero picture is its largest paint on a phone: written into the entry stylesheet
 * (which the server writes into the page), it paints with the HTML instead of a request found only
 * once the styles apply. Other assets keep Vite's 4 KiB rule.
 */
const assetsInlineLimit = (file: string) => (file.endsWith("/features/home/components/street.svg") ? true : undefined);

export default defineConfig(({ isSsrBuild }) => {
  const app = appViteConfig({
    proxy: { "/api": apiOrigin, "/art": apiOrigin, "/media": apiOrigin },
    devPort: Number(process.env.VITE_PORT ?? 5173),
    previewPort: 4173,
  });
  // The manifest names each page chunk's styles and imports: the server links those of the page it
  // renders, so that a server-rendered page is styled before its script runs (decision 023).
  // Its pages paint before their scripts load and run (decision 042).
  if (!isSsrBuild)
    return {
      ...app,
      plugins: [...(app.plugins ?? []), scriptsAfterFirstPaint()],
      build: { ...app.build, manifest: true, assetsInlineLimit },
    };
  // `vite build --ssr src/entry-server.tsx` (decision 023): the server's renderer, for Node, beside
  // the browser's build rather than in it (nothing of it is served). npm packages stay external;
  // styles are the browser build's business.
  return {
    ...app,
    plugins: app.plugins?.filter((plugin) => !(plugin && "name" in plugin && plugin.name === "mp-precompress")),
    build: {
      outDir: "dist-ssr",
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: true,
      // Pages stay in their chunks (a map's code must never load on the server), but the contracts
      // share one: split among the pages' chunks, one lost a re-exported constant (Rolldown 1).
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: "contracts", test: /packages[\\/]contracts[\\/]/ }] } },
      },
    },
  };
});
