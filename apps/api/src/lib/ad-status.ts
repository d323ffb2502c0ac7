/** Where a paid ad's period `[startsAt, endsAt)` stands at `now`. */
export function adStatusOf(row: { startsAt: Date; endsAt: Date }, now = new Date()): "scheduled" | "active" | "ended" {
  if (now < row.startsAt) return "scheduled";
  return now < row.endsAt ? "active" : "ended";
}
