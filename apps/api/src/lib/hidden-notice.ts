import type { HiddenNotice } from "@mp/contracts/report";

type HiddenColumns = {
  hiddenAt: Date | null;
  hiddenCause: "moderation" | "suspension" | null;
  hiddenNote: string | null;
};

/** The owner's notice of hidden content from its row's columns; null when it is public. */
export function hiddenNoticeOf({ hiddenAt, hiddenCause, hiddenNote }: HiddenColumns): HiddenNotice {
  if (!hiddenAt || !hiddenCause) return null;
  return { hiddenAt: hiddenAt.toISOString(), cause: hiddenCause, note: hiddenNote };
}
