import type { PublicConfig } from "@mp/contracts/public-config";
import { readAppConfig } from "@mp/ui/lib/app-config.ts";

/**
 * The runtime settings the server writes into index.html as
 * `<script id="app-config" type="application/json">`, read as the site reads them. The Vite
 * dev server and the tests have no such element, so they get the defaults: the site's own
 * Vite dev server as the site, this page as the admin panel.
 */
export function readConfig(doc: Document = document): PublicConfig {
  return readAppConfig(
    {
      productName: "Main Street Market",
      publicUrl: "http://localhost:5173",
      adminUrl: doc.location?.origin ?? "",
    },
    doc,
  );
}

export const config: PublicConfig = readConfig();

/** The site's origin: the only sender whose hand-off messages are accepted; null trusts no one. */
export const siteOrigin: string | null = originOf(config.publicUrl);

/** The site's home page, where "Back to site" and the sign-out redirect lead. */
export const siteHomeUrl: string = `${config.publicUrl.replace(/(?<!\/)\/+$/, "")}/`;

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}
