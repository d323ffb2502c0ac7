// Bundles the server and its workspace packages into one ES module; npm packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["src/server.ts"],
  outfile: "dist/server.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  // Workspace packages are TypeScript sources: they must be bundled, not imported at run time.
  plugins: [
    {
      name: "bundle-workspace-packages",
      setup(b) {
        b.onResolve({ filter: /^@mp\// }, async (args) => {
          const resolved = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: "inner" });
          return resolved;
        });
      },
    },
  ],
  sourcemap: true,
  logLevel: "warning",
});
