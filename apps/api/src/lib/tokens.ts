import { jwtVerify, SignJWT } from "jose";

export type TokenClaims = { userId: string; sessionId: string };

export type Tokens = {
  /** A signed token for one session: `sub` the user, `sid` the session, expiring with it. */
  sign: (claims: TokenClaims, expiresAt: Date) => Promise<string>;
  /** The claims of a token signed here and not expired; null for anything else. */
  verify: (token: string) => Promise<TokenClaims | null>;
};

type TokenOptions = { secret: string; issuer: string; audience: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * JSON Web Tokens signed with HS256 and the server's secret. Only HS256 is accepted, so a token
 * that names another algorithm ("none", or RS256 with the secret as a public key) is refused.
 */
export function createTokens({ secret, issuer, audience }: TokenOptions): Tokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, sessionId }, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          issuer,
          audience,
          requiredClaims: ["exp", "sub"],
        });
        const { sub, sid } = payload;
        if (typeof sub !== "string" || typeof sid !== "string" || !UUID.test(sub) || !UUID.test(sid)) return null;
        return { userId: sub, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}
