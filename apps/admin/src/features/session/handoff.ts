import { adminUserTypes } from "@mp/contracts/user";
import { z } from "zod";
import { saveSession } from "../../lib/session-store";

/**
 * What the site's Admin button posts to the window it opened, one second later (spec section 6).
 * The claimed admin type is only checked for shape: the server's answer to the token decides.
 */
export const handoffMessageSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(4096)
    .regex(/^[\x21-\x7e]+$/, "A bearer token is printable ASCII without spaces."),
  userId: z.uuid(),
  additionalusertype: z.enum(adminUserTypes).nullable(),
});
export type HandoffMessage = z.infer<typeof handoffMessageSchema>;

/**
 * Accepts the site's hand-off: only from `siteOrigin` (any other page can post to this window),
 * only with a well-formed payload; everything else is ignored without a word. The token is
 * stored, and the session gate then checks it with the server before showing anything.
 */
export function listenForHandoff(siteOrigin: string | null): () => void {
  function onMessage(event: MessageEvent) {
    if (siteOrigin === null || event.origin !== siteOrigin) return;
    const message = handoffMessageSchema.safeParse(event.data);
    if (!message.success) return;
    saveSession({ token: message.data.token, userId: message.data.userId });
  }
  window.addEventListener("message", onMessage);
  return () => window.removeEventListener("message", onMessage);
}
