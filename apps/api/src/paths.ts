import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Both this source file (apps/api/src) and the built bundle (apps/api/dist) sit two folders
 * below the repository root, so the same relative path finds the migrations and web builds.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, "../../..");

export const paths = {
  migrations: path.join(repoRoot, "packages/db/migrations"),
  webDist: path.join(repoRoot, "apps/web/dist"),
  /** The site's server build, which renders its public pages (decision 023). */
  webServerEntry: path.join(repoRoot, "apps/web/dist-ssr/entry-server.js"),
  adminDist: path.join(repoRoot, "apps/admin/dist"),
};
