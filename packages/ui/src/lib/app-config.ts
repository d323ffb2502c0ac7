import { publicConfigSchema, type PublicConfig } from "@mp/contracts/public-config";

/**
 * The runtime settings the server writes into index.html as
 * `<script id="app-config" type="application/json">`. The Vite dev server and the tests have no
 * such element, so they get `fallback`: each app knows its own dev defaults.
 */
export function readAppConfig(fallback: PublicConfig, doc: Document = document): PublicConfig {
  const text = doc.getElementById("app-config")?.textContent;
  if (!text) return fallback;
  try {
    return publicConfigSchema.parse(JSON.parse(text));
  } catch (error) {
    // A broken page should still render; the console tells the operator why the defaults apply.
    console.error("Ignoring invalid #app-config settings.", error);
    return fallback;
  }
}
