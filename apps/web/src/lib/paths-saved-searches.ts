/** The saved searches' pages: the list to manage them, and the mail's unsubscribe link (no sign-in). */
export const savedSearchPaths = {
  savedSearches: "/saved-searches",
  unsubscribe: "/saved-searches/unsubscribe",
} as const;
