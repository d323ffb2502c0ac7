import type { PublicConfig } from "@mp/contracts/public-config";
import { readAppConfig } from "@mp/ui/lib/app-config.ts";

/**
 * The runtime settings the server writes into index.html as
 * `<script id="app-config" type="application/json">`. The Vite dev server and the tests
 * have no such element, so they get the defaults.
 */
export function readConfig(doc: Document | undefined = globalThis.document): PublicConfig {
  const fallback: PublicConfig = {
    productName: "Main Street Market",
    publicUrl: doc?.location?.origin ?? "",
    adminUrl: "http://localhost:3001",
    googleClientId: null,
    facebookAppId: null,
  };
  // On the server there is no document: entry-server.tsx writes the server's settings in.
  return doc ? readAppConfig(fallback, doc) : fallback;
}

export const config: PublicConfig = readConfig();
