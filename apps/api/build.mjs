// Bundles the server and its workspace packages into one ES module; npm packages stay external.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const packagesDir = fileURLToPath(new URL("../../packages/", import.meta.url));

await build({
  entryPoints: ["src/server.ts"],
  outfile: "dist/server.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  plugins: [
    {
      // Workspace packages are TypeScript sources ("@mp/db/client" is packages/db/src/client.ts),
      // so they are bundled rather than imported at run time.
      name: "workspace-packages",
      setup(b) {
        b.onResolve({ filter: /^@mp\/[^/]+\/.+/ }, (args) => {
          const [, name, subpath] = /^@mp\/([^/]+)\/(.+)$/.exec(args.path);
          return { path: path.join(packagesDir, name, "src", `${subpath}.ts`) };
        });
      },
    },
  ],
  sourcemap: true,
  logLevel: "warning",
});
