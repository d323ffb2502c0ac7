import type { FastifyRequest } from "fastify";

const REDACTED = "[redacted]";
// A reset link's page (`/resetpassword/{token}`) and any query parameter that carries a token.
const RESET_PAGE = /(\/resetpassword\/)[^/?#]+/gi;
const TOKEN_PARAM = /([?&](?:token|resetToken|access_token)=)[^&#]*/gi;

/** The URL as the request log keeps it: reset tokens and other secrets in it replaced. */
export function redactUrl(url: string): string {
  return url.replace(RESET_PAGE, `$1${REDACTED}`).replace(TOKEN_PARAM, `$1${REDACTED}`);
}

/** Fastify's own request fields, with the URL redacted: a reset token in a log is a takeover waiting to happen. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
