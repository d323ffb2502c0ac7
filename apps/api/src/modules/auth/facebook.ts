import { createHmac } from "node:crypto";
import { z } from "zod";
import { cleanEmail, cleanName, type SocialIdentity } from "./social-identity.ts";

type FacebookOptions = { appId: string; appSecret: string; graphUrl: string };

const debugTokenSchema = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.coerce.string(),
    user_id: z.coerce.string().optional(),
  }),
});
const meSchema = z.object({ id: z.coerce.string(), name: z.string().optional(), email: z.string().optional() });

/**
 * Checks a Facebook user access token with the Graph API: `debug_token` (with the app's own
 * token) must call it valid and issued to our app; `/me` then names the person. Facebook only
 * hands out confirmed emails. Throws when any of it fails.
 */
export function createFacebookVerifier({ appId, appSecret, graphUrl }: FacebookOptions) {
  return async (accessToken: string): Promise<SocialIdentity> => {
    const debug = debugTokenSchema.parse(
      await getJson(graphUrl, "/debug_token", { input_token: accessToken, access_token: `${appId}|${appSecret}` }),
    );
    if (!debug.data.is_valid || debug.data.app_id !== appId) throw new Error("Facebook token not valid for this app");
    // appsecret_proof ties the call to our app secret, as Facebook recommends for server calls.
    const proof = createHmac("sha256", appSecret).update(accessToken).digest("hex");
    const me = meSchema.parse(
      await getJson(graphUrl, "/me", { fields: "id,name,email", access_token: accessToken, appsecret_proof: proof }),
    );
    if (debug.data.user_id !== undefined && debug.data.user_id !== me.id) throw new Error("Facebook user mismatch");
    return { subject: me.id, email: cleanEmail(me.email), name: cleanName(me.name) };
  };
}

async function getJson(base: string, path: string, query: Record<string, string>): Promise<unknown> {
  const response = await fetch(`${base}${path}?${new URLSearchParams(query)}`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`Facebook Graph API answered ${response.status} to ${path}`);
  return response.json();
}
