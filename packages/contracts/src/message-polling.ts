// Without zod: the site's header reads these in every first view (issue 14), so they live apart
// from the message schemas (message.ts re-exports them).

/** How often the open thread asks for new messages, and the header for the unread count. */
export const THREAD_POLL_MS = 12_000;
export const UNREAD_POLL_MS = 30_000;
