import type { AnyColumn } from "drizzle-orm";
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

/** The columns `hiddenNoticeOf` reads, of any table moderation hides, to spread into a select. */
export function hiddenColumns<T extends Record<keyof HiddenColumns, AnyColumn>>(
  table: T,
): Pick<T, keyof HiddenColumns> {
  return { hiddenAt: table.hiddenAt, hiddenCause: table.hiddenCause, hiddenNote: table.hiddenNote };
}

/** A row read with `hiddenColumns`, those three folded into the owner's `hidden` notice. */
export function withHiddenNotice<R extends HiddenColumns>({ hiddenAt, hiddenCause, hiddenNote, ...row }: R) {
  return { ...row, hidden: hiddenNoticeOf({ hiddenAt, hiddenCause, hiddenNote }) };
}
