/** "$45/hr", or "$42.50/hr" when the rate has cents. */
export function formatHourlyRate(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars.toLocaleString("en-US") : dollars.toFixed(2)}/hr`;
}

/** "AB" from "Ada Byron"; one letter for a one-word name. */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words.at(-1)] : words.slice(0, 1);
  return letters.map((word) => [...(word ?? "")][0]?.toUpperCase() ?? "").join("");
}

/** "★★★★☆" for 4.2: whole stars, a half rounds up from .5. */
export function ratingStars(rating: number): string {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return "★".repeat(full) + "☆".repeat(5 - full);
}
