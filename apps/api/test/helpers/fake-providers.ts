import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";

type Server = { url: string; close: () => Promise<void> };

/** A local HTTP server answering JSON from `handle(path, query)`; undefined answers 404. */
async function serveJson(handle: (path: string, query: URLSearchParams) => unknown): Promise<Server> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const body = handle(url.pathname, url.searchParams);
    response.writeHead(body === undefined ? 404 : 200, { "content-type": "application/json" });
    response.end(JSON.stringify(body ?? { error: { message: "not found" } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const GOOGLE_CLIENT_ID = "test-client.apps.googleusercontent.com";

/**
 * Google's side of sign-in: a JWKS endpoint with a fresh RS256 key, and `idToken()` to issue
 * ID tokens as Google would (every claim overridable), or signed by a key Google never published.
 */
export async function startFakeGoogle() {
  const kid = "test-key-1";
  const published = await generateKeyPair("RS256");
  const impostor = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(published.publicKey)), kid, alg: "RS256", use: "sig" };
  const server = await serveJson((path) => (path === "/oauth2/v3/certs" ? { keys: [jwk] } : undefined));
  const idToken = async (
    claims: JWTPayload & { email?: string; email_verified?: boolean; name?: string } = {},
    options: { signedBy?: "google" | "impostor" } = {},
  ) => {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      iss: "https://accounts.google.com",
      aud: GOOGLE_CLIENT_ID,
      sub: "110000000000000000001",
      email: "ada.google@example.org",
      email_verified: true,
      name: "Ada Google",
      iat: now,
      exp: now + 3600,
      ...claims,
    };
    const key = options.signedBy === "impostor" ? impostor.privateKey : published.privateKey;
    return new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid, typ: "JWT" }).sign(key);
  };
  return { jwksUrl: `${server.url}/oauth2/v3/certs`, idToken, close: server.close };
}

export const FACEBOOK_APP_ID = "1234567890";
export const FACEBOOK_APP_SECRET = "facebook-app-secret";

type FacebookUser = { id: string; name?: string; email?: string; appId?: string; isValid?: boolean };

/**
 * The Graph API's `debug_token` and `/me`, for the access tokens registered with `users`. It
 * insists on the app's own token and on `appsecret_proof`, as Facebook does.
 */
export async function startFakeFacebook(users: Record<string, FacebookUser>) {
  const calls: string[] = [];
  const server = await serveJson((path, query) => {
    calls.push(path);
    if (path === "/debug_token") {
      if (query.get("access_token") !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) return undefined;
      const user = users[query.get("input_token") ?? ""];
      if (!user) return { data: { is_valid: false, error: { message: "Invalid OAuth access token." } } };
      return { data: { is_valid: user.isValid ?? true, app_id: user.appId ?? FACEBOOK_APP_ID, user_id: user.id } };
    }
    if (path === "/me") {
      const token = query.get("access_token") ?? "";
      const proof = createHmac("sha256", FACEBOOK_APP_SECRET).update(token).digest("hex");
      const user = users[token];
      if (!user || query.get("appsecret_proof") !== proof || query.get("fields") !== "id,name,email") return undefined;
      return { id: user.id, ...(user.name ? { name: user.name } : {}), ...(user.email ? { email: user.email } : {}) };
    }
    return undefined;
  });
  return { graphUrl: server.url, calls, close: server.close };
}
