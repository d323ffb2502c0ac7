import { publicConfigSchema, type PublicConfig } from "@mp/contracts/public-config";

/**
 * The runtime settings the server writes into index.html as
 * `<script id="app-config" type="application/json">`. The Vite dev server and the tests
 * have no such element, so they get the defaults.
 */
export function readConfig(doc: Document = document): PublicConfig {
  const fallback: PublicConfig = {
    productName: "Main Street Market",
    publicUrl: doc.location?.origin ?? "",
    adminUrl: "http://localhost:3001",
    googleClientId: null,
    facebookAppId: null,
  };
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

export const config: PublicConfig = readConfig();
