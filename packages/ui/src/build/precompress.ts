import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const compressible = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its extra round of headers. */
const minBytes = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes a `.br` and a `.gz` copy beside each text asset of the build, once, at the best
 * compression levels, so the server sends them (`@fastify/static`'s `preCompressed`) without
 * compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "mp-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const file of await filesUnder(outDir)) {
        if (!compressible.test(file)) continue;
        const body = await readFile(file);
        if (body.length < minBytes) continue;
        const [br, gzipped] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gz(body, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
      }
    },
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}
