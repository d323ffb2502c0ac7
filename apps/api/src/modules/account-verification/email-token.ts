import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { EMAIL_LINK_TTL_HOURS } from "@mp/contracts/account-verification";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SECONDS = /^\d{1,12}$/;
const TAG = /^[\w-]{22}$/;
const TTL_SECONDS = EMAIL_LINK_TTL_HOURS * 60 * 60;

/** What a signed token says: whose account, which address (as a tag), and whether its day is over. */
export type EmailTokenClaim = { userId: string; emailTag: string; isExpired: boolean };

export type EmailTokens = {
  /** `{userId}.{expiry in seconds}.{address tag}.{signature}`, good for 24 hours. */
  sign: (userId: string, email: string, now?: Date) => string;
  /** The claim of a token signed here, else null (forged, altered, cut). */
  verify: (token: string, now?: Date) => EmailTokenClaim | null;
  /** Whether `email` is the address a claim's tag was made from (case aside). */
  isSameAddress: (claim: EmailTokenClaim, email: string) => boolean;
};

/** A short digest of the address: the link binds it without spelling it out in URLs and logs. */
function tagOf(email: string): string {
  return createHash("sha256").update(email.toLowerCase()).digest("base64url").slice(0, 22);
}

/**
 * The signed tokens of the "Confirm e-mail" links. Like the saved searches' unsubscribe links
 * (decision 033), the key is derived from the server's token secret (TOKEN_SECRET, or the one in
 * DATA_DIR/secrets) with a label of its own, so no other signature of the server passes for one.
 * Nothing is stored: the account's id, the address it was made for and the expiry are signed.
 */
export function createEmailTokens(tokenSecret: string): EmailTokens {
  const key = createHmac("sha256", tokenSecret).update("email-confirmation/v1").digest();
  const signatureOf = (payload: string) => createHmac("sha256", key).update(payload).digest();
  return {
    sign: (userId, email, now = new Date()) => {
      const payload = `${userId}.${Math.floor(now.getTime() / 1000) + TTL_SECONDS}.${tagOf(email)}`;
      return `${payload}.${signatureOf(payload).toString("base64url")}`;
    },
    verify: (token, now = new Date()) => {
      const [userId, expiry, emailTag, signature, ...rest] = token.split(".");
      if (rest.length > 0 || !userId || !expiry || !emailTag || !signature) return null;
      if (!UUID.test(userId) || !SECONDS.test(expiry) || !TAG.test(emailTag) || signature.length !== 43) return null;
      const given = Buffer.from(signature, "base64url");
      // base64url decoding ignores stray characters: the signature must be written back the same.
      if (given.toString("base64url") !== signature) return null;
      const expected = signatureOf(`${userId}.${expiry}.${emailTag}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, emailTag, isExpired: Number(expiry) * 1000 <= now.getTime() };
    },
    isSameAddress: (claim, email) => claim.emailTag === tagOf(email),
  };
}
