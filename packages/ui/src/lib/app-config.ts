import type { PublicConfig } from "@mp/contracts/public-config";

/**
 * The runtime settings the server writes into index.html as
 * `<script id="app-config" type="application/json">`. The Vite dev server and the tests have no
 * such element, so they get `fallback`: each app knows its own dev defaults.
 */
export function readAppConfig(fallback: PublicConfig, doc: Document = document): PublicConfig {
  const text = doc.getElementById("app-config")?.textContent;
  if (!text) return fallback;
  try {
    const settings: unknown = JSON.parse(text);
    if (!isPublicConfig(settings)) throw new Error("The settings do not fit publicConfigSchema.");
    return settings;
  } catch (error) {
    // A broken page should still render; the console tells the operator why the defaults apply.
    console.error("Ignoring invalid #app-config settings.", error);
    return fallback;
  }
}

/**
 * The shape of `publicConfigSchema` (@mp/contracts/public-config), checked by hand: this runs
 * before the first render of every page, and zod would put some 22 KB into every first view
 * (issue 14). The server wrote these settings from its own validated configuration.
 */
function isPublicConfig(value: unknown): value is PublicConfig {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const settings = value as Record<string, unknown>;
  const isString = (key: string) => typeof settings[key] === "string";
  const isOptionalId = (key: string) => settings[key] == null || typeof settings[key] === "string";
  const idle = settings.adminIdleMinutes;
  return (
    isString("productName") &&
    isString("publicUrl") &&
    isString("adminUrl") &&
    isOptionalId("googleClientId") &&
    isOptionalId("facebookAppId") &&
    (idle === undefined || (typeof idle === "number" && Number.isInteger(idle) && idle > 0)) &&
    (settings.maps === undefined || isMapsConfig(settings.maps))
  );
}

function isMapsConfig(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const maps = value as Record<string, unknown>;
  return (
    (maps.googleMapsKey === null || typeof maps.googleMapsKey === "string") &&
    typeof maps.tileUrl === "string" &&
    typeof maps.tileAttribution === "string"
  );
}
