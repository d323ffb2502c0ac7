/** Small helpers that keep composed sentences grammatical. */

/** "an orchard", "a bakery", "an SEO specialist" (acronyms are read letter by letter). */
export function withArticle(phrase: string): string {
  const firstWord = phrase.split(" ")[0] ?? "";
  const isAcronym = /^[A-Z]{2,}$/.test(firstWord);
  const soundsLikeVowel = isAcronym ? /^[AEFHIL-ORSX]/.test(firstWord) : /^[aeiou]/i.test(firstWord);
  return `${soundsLikeVowel ? "an" : "a"} ${phrase}`;
}

/** "IT Support Technician" → "IT support technician": acronyms keep their case. */
export function lowerCaseWords(text: string): string {
  return text
    .split(" ")
    .map((word) => (/^[A-Z0-9]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(" ");
}

/** "Austin, TX" → "Austin". */
export function shortCity(city: string): string {
  return city.split(",")[0] ?? city;
}

/** ["a", "b", "c"] → "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

// Skills that are names (of tools, languages, methods) keep their capital inside a sentence.
const PROPER_NOUNS = new Set([
  "Adobe",
  "Figma",
  "Google",
  "Lightroom",
  "Microsoft",
  "Photoshop",
  "Pilates",
  "Premiere",
  "Procreate",
  "Python",
  "React",
  "Shopify",
  "Spanish",
  "Xero",
]);

/** "Menu design" → "menu design" inside a sentence; "QuickBooks", "SAT prep" and "Python" stay as they are. */
export function inSentence(term: string): string {
  const firstWord = term.split(" ")[0] ?? "";
  if (!/^[A-Z][a-z]+$/.test(firstWord) || PROPER_NOUNS.has(firstWord)) return term;
  return term.charAt(0).toLowerCase() + term.slice(1);
}
