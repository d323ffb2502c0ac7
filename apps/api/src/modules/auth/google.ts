import { createRemoteJWKSet, jwtVerify } from "jose";
import { cleanEmail, cleanName, type SocialIdentity } from "./social-identity.ts";

type GoogleOptions = { clientId: string; jwksUrl: string };

const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];

/**
 * Checks a Google ID token as Google asks: signed by one of the keys Google publishes (fetched
 * from `GOOGLE_JWKS_URL` and cached), issued by Google, for our client id, not expired, and
 * naming a verified email. Throws when any of it fails.
 */
export function createGoogleVerifier({ clientId, jwksUrl }: GoogleOptions) {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
  return async (idToken: string): Promise<SocialIdentity> => {
    const { payload } = await jwtVerify(idToken, keys, {
      algorithms: ["RS256"],
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      requiredClaims: ["exp", "iat", "sub"],
    });
    const email = cleanEmail(payload.email);
    const isVerified = payload.email_verified === true || payload.email_verified === "true";
    if (!payload.sub || !email || !isVerified) throw new Error("Google ID token without a verified email");
    return { subject: payload.sub, email, name: cleanName(payload.name) };
  };
}
