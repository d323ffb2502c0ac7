import { isIP } from "node:net";
import { z } from "zod";

/** proxy-addr's names for whole ranges, as Fastify accepts them. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: `false` (no proxy: the peer's address is the client's), the number of proxies in
 * front of the server (the client is that many hops from the right of X-Forwarded-For), or the
 * proxies' addresses and CIDR ranges, comma-separated. `true` is refused: it took the left-most
 * X-Forwarded-For address, which the client writes itself.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .default("false")
  .transform((value, ctx): false | number | string[] => {
    if (value === "false" || value === "0" || value === "") return false;
    if (value === "true") {
      ctx.addIssue({
        code: "custom",
        message:
          "true would trust any X-Forwarded-For a client writes: give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8)",
      });
      return z.NEVER;
    }
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `not a hop count or proxy addresses (IP, CIDR, loopback, linklocal, uniquelocal): ${bad.join(", ")}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's `trustProxy` for the setting. Fastify 5.12 refuses a bare number (it trusts nothing),
 * so a hop count becomes the function proxy-addr calls for each address, right to left.
 */
export function trustProxyOption(setting: false | number | string[]): boolean | string[] | TrustProxyFunction {
  if (typeof setting !== "number") return setting;
  return (_address, hop) => hop < setting;
}

type TrustProxyFunction = (address: string, hop: number) => boolean;
