import type { HiddenNotice as Notice } from "@mp/contracts/report";
import { EyeOff } from "lucide-react";
import "./hidden-notice.css";

/**
 * What the owner reads on their own hidden content: a moderator's note, or the suspension.
 * Nothing when the content is public.
 */
export function HiddenNotice({ hidden, compact = false }: { hidden: Notice | undefined; compact?: boolean }) {
  if (!hidden) return null;
  const text =
    hidden.cause === "moderation"
      ? `Hidden by a moderator${hidden.note ? `: ${hidden.note}` : "."}`
      : "Hidden while your account is suspended.";
  return (
    <p className={compact ? "hidden-notice hidden-notice--compact" : "hidden-notice"} role="note">
      <EyeOff aria-hidden="true" />
      <span>
        {text}
        {!compact && " Visitors cannot see it; publishing it again does not show it until a moderator restores it."}
      </span>
    </p>
  );
}
