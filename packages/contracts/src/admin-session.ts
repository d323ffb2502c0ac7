/** The admin panel's session after a period without activity (issue 15, ADMIN_IDLE_MINUTES). */
export const DEFAULT_ADMIN_IDLE_MINUTES = 30;

export const adminSessionMessages = {
  /** The server's 401 to an admin request from a session idle too long (the session is ended). */
  idle: "Your admin session ended after a period without activity. Sign in again to continue.",
  /** The panel's sign-in screen after it signed itself out. */
  idleSignedOut: (minutes: number) =>
    `You were signed out after ${minutes} minute${minutes === 1 ? "" : "s"} without activity.`,
} as const;
