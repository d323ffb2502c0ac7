const dateFormat = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric" });

/** "21 Nov 2025"; an unreadable date is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** Up to two capital initials for an avatar: "Ada Lovelace" → "AL". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return (
    letters
      .map((word) => (word ? Array.from(word)[0] : ""))
      .join("")
      .toUpperCase() || "?"
  );
}

/** "1 user", "45 users". */
export function countOf(count: number, noun: string): string {
  return `${count.toLocaleString("en-AU")} ${count === 1 ? noun : `${noun}s`}`;
}
