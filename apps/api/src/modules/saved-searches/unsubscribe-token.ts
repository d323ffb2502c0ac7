import { createHmac, timingSafeEqual } from "node:crypto";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type UnsubscribeTokens = {
  /** `{id}.{signature}`: names one saved search; it never expires (a mail is read late). */
  sign: (savedSearchId: string) => string;
  /** The saved search a token names when it was signed here, else null (forged, altered, cut). */
  verify: (token: string) => string | null;
};

/**
 * The signed tokens of the alert mails' unsubscribe links (decision 033). The key is derived from
 * the server's token secret (TOKEN_SECRET, or the one generated in DATA_DIR/secrets), with a label
 * of its own, so that every process of a deployment checks the links alike and a session token's
 * signature can never pass for a link's, nor the reverse.
 */
export function createUnsubscribeTokens(tokenSecret: string): UnsubscribeTokens {
  const key = createHmac("sha256", tokenSecret).update("saved-search-unsubscribe/v1").digest();
  const signatureOf = (id: string) => createHmac("sha256", key).update(id).digest();
  return {
    sign: (id) => `${id}.${signatureOf(id).toString("base64url")}`,
    verify: (token) => {
      const [id, signature, ...rest] = token.split(".");
      if (rest.length > 0 || !id || !signature || !UUID.test(id) || signature.length !== 43) return null;
      const given = Buffer.from(signature, "base64url");
      // base64url decoding ignores stray characters: the signature must be written back the same.
      if (given.toString("base64url") !== signature) return null;
      const expected = signatureOf(id);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
