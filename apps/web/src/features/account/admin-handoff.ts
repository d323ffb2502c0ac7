import type { User } from "@mp/contracts/user";

/** Spec section 9: the admin panel gets its message 1 s after it opens. */
export const ADMIN_MESSAGE_DELAY_MS = 1000;

export type AdminHandoff = {
  token: string;
  userId: string;
  additionalusertype: NonNullable<User["additionalusertype"]>;
};

/**
 * Opens the admin panel and, after 1 s, hands it the session by postMessage addressed to the
 * admin origin only, so no other page that might be in that window can read the token.
 * Returns false when the browser blocked the new window.
 */
export function openAdminPanel(adminUrl: string, handoff: AdminHandoff): boolean {
  const adminOrigin = new URL(adminUrl).origin;
  // Not "noopener": the site needs the window handle to post the message.
  const adminWindow = window.open(adminUrl, "_blank");
  if (!adminWindow) return false;
  window.setTimeout(() => adminWindow.postMessage(handoff, adminOrigin), ADMIN_MESSAGE_DELAY_MS);
  return true;
}

/** Where logout ends: the admin host clears its side there, then returns to the site's home. */
export function logoutRedirectUrl(adminUrl: string): string {
  return `${adminUrl.replace(/(?<!\/)\/+$/, "")}/redirect?clear=true`;
}
