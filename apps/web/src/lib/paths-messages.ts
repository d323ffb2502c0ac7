/** The messages pages: the list of conversations, and one conversation's thread. */
export const messagePaths = {
  messages: "/messages",
  conversationPattern: "/messages/:conversationId",
  conversation: (conversationId: string) => `/messages/${encodeURIComponent(conversationId)}`,
} as const;
