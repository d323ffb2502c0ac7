/** `requested` when it lists exactly the ids of `current` (each once), else null. */
export function reordered(current: readonly string[], requested: readonly string[]): string[] | null {
  if (requested.length !== current.length) return null;
  const known = new Set(current);
  if (new Set(requested).size !== requested.length || !requested.every((id) => known.has(id))) return null;
  return [...requested];
}

/** `ids` with `id` one place up or down; at the end it goes, it stays. Null when `id` is not there. */
export function moved(ids: readonly string[], id: string, direction: "up" | "down"): string[] | null {
  const from = ids.indexOf(id);
  if (from < 0) return null;
  const to = direction === "up" ? from - 1 : from + 1;
  const next = [...ids];
  if (to < 0 || to >= ids.length) return next;
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
