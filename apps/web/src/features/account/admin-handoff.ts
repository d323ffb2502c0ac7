import type { User } from "@mp/contracts/user";

/** Spec section 9: the admin panel gets its message 1 s after it opens. */
export const ADMIN_MESSAGE_DELAY_MS = 1000;
/** How many times the message is posted, a second apart, to a panel that may still be loading. */
const ADMIN_MESSAGE_ATTEMPTS = 10;

export type AdminHandoff = {
  token: string;
  userId: string;
  additionalusertype: NonNullable<User["additionalusertype"]>;
};

/** The panel's page the Admin button opens: its user list (spec section 6). */
export function adminUserListUrl(adminUrl: string): string {
  return `${adminUrl.replace(/(?<!\/)\/+$/, "")}/users`;
}

/**
 * Opens the admin panel on its user list and, after 1 s, hands it the session by postMessage addressed to the
 * admin origin only, so no other page that might be in that window can read the token.
 * Returns false when the browser blocked the new window.
 */
export function openAdminPanel(adminUrl: string, handoff: AdminHandoff): boolean {
  const adminOrigin = new URL(adminUrl).origin;
  // Not "noopener": the site needs the window handle to post the message.
  const adminWindow = window.open(adminUserListUrl(adminUrl), "_blank");
  if (!adminWindow) return false;
  // The spec's message goes after 1 s; a panel still loading then has no listener yet and would
  // miss it, so the same message follows each second for a while (the panel takes it once).
  let sent = 0;
  const post = () => {
    if (adminWindow.closed || sent >= ADMIN_MESSAGE_ATTEMPTS) return;
    sent += 1;
    adminWindow.postMessage(handoff, adminOrigin);
    window.setTimeout(post, ADMIN_MESSAGE_DELAY_MS);
  };
  window.setTimeout(post, ADMIN_MESSAGE_DELAY_MS);
  return true;
}

/** Where logout ends: the admin host clears its side there, then returns to the site's home. */
export function logoutRedirectUrl(adminUrl: string): string {
  return `${adminUrl.replace(/(?<!\/)\/+$/, "")}/redirect?clear=true`;
}
