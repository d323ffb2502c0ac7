/** One field of an audit row: what it was and what it became (undefined: absent on that side). */
export type FieldChange = { field: string; before: unknown; after: unknown; changed: boolean };

/** The fields of before and after, in the order they first appear, each marked changed or not. */
export function diffFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const was = before?.[field];
    const now = after?.[field];
    return { field, before: was, after: now, changed: JSON.stringify(was) !== JSON.stringify(now) };
  });
}

/** A value as the log shows it: text as is, nothing as "—", anything else as compact JSON. */
export function showValue(value: unknown): string {
  if (value === undefined || value === null) return "—";
  if (typeof value === "string") return value === "" ? "(empty)" : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}
