import { ArrowRight } from "lucide-react";
import { formatDateTime } from "@mp/ui/lib/format.ts";
import type { AuditEntry } from "../api/get-audit";
import { diffFields, showValue } from "./diff";

/** One admin action: what, on which record, when, by whom and from where, and its fields before → after. */
export function AuditRow({ entry }: { entry: AuditEntry }) {
  const changes = diffFields(entry.before, entry.after);
  return (
    <li className="audit-entry admin-card">
      <div className="audit-entry__head">
        <span className="audit-entry__action">{entry.action}</span>
        <span className="audit-entry__target">
          {entry.targetType} <code>{entry.targetId}</code>
        </span>
        <time className="audit-entry__time" dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="audit-entry__who">
        By <strong>{entry.actorEmail}</strong> <span className="muted">from {entry.ipAddress}</span>
      </p>
      {entry.note && <p className="audit-entry__note">“{entry.note}”</p>}
      {changes.length > 0 && (
        <table className="compact-table audit-diff">
          <caption className="visually-hidden">
            Changes made by {entry.action} to {entry.targetType} {entry.targetId}
          </caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">
                <span className="visually-hidden">becomes</span>
              </th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field} className={change.changed ? "is-changed" : undefined}>
                <th scope="row">{change.field}</th>
                <td className="audit-diff__before">
                  <DiffValue value={change.before} changed={change.changed} as="del" />
                </td>
                <td className="audit-diff__arrow" aria-hidden="true">
                  <ArrowRight />
                </td>
                <td className="audit-diff__after">
                  <DiffValue value={change.after} changed={change.changed} as="ins" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}

/** A side of a change: struck out (before) or marked inserted (after) when it changed; an absent value is a plain dash. */
function DiffValue({ value, changed, as: Mark }: { value: unknown; changed: boolean; as: "del" | "ins" }) {
  if (value === undefined || value === null) {
    return (
      <span className="audit-diff__none">
        —<span className="visually-hidden">{Mark === "del" ? " (none before)" : " (none after)"}</span>
      </span>
    );
  }
  return changed ? <Mark>{showValue(value)}</Mark> : <>{showValue(value)}</>;
}
