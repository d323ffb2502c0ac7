import { Heart } from "lucide-react";
import { formatNumber } from "@mp/ui/lib/format.ts";
import "./saves-count.css";

/** "♥ 12 saves" for an item's owner: how many people keep it in their Saved list (never who). */
export function SavesCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <span className="saves-count" title={`Saved by ${formatNumber(count)} ${count === 1 ? "person" : "people"}`}>
      <Heart aria-hidden="true" />
      <span className="visually-hidden">Saved by </span>
      {formatNumber(count)}
      <span aria-hidden="true"> {count === 1 ? "save" : "saves"}</span>
      <span className="visually-hidden"> {count === 1 ? "person" : "people"}</span>
    </span>
  );
}
