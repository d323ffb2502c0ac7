import { test } from "@playwright/test";

/**
 * Believable names for the people and businesses the browser suite makes, so that its own data
 * reads like the demo catalogue in docs/screenshots/ ("Nora Whitfield", "Juniper Lane Florist")
 * rather than "Vendor e7c005f8". Each name is drawn from the test's title and the caller's label,
 * so a test gets the same names on every run; a worker never hands out a name twice, and the two
 * workers draw from different surnames, so names are unique within a run without any hex. The
 * lists differ from the demo seed's, so no e2e person shares a demo account's name.
 */
const FIRST_NAMES = [
  "Nora",
  "Theo",
  "Clara",
  "Felix",
  "Iris",
  "Jonah",
  "Lena",
  "Miles",
  "Ada",
  "Owen",
  "Ruby",
  "Silas",
  "Hazel",
  "Emmett",
  "June",
  "Adrian",
  "Vera",
  "Callum",
  "Esme",
  "Rafael",
  "Talia",
  "Gideon",
  "Lucia",
  "Declan",
  "Maren",
  "Idris",
  "Noor",
  "Tobias",
  "Freya",
  "Ezra",
  "Selma",
  "Arlo",
  "Dalia",
  "Hugo",
  "Keiko",
  "Anton",
  "Paloma",
  "Bennett",
  "Yara",
  "Levi",
] as const;

const SURNAMES = [
  "Whitfield",
  "Okonkwo",
  "Castellano",
  "Lindqvist",
  "Abernathy",
  "Moreau",
  "Takahashi",
  "Delacroix",
  "Hargrove",
  "Vasquez",
  "Ellison",
  "Kowalski",
  "Marchetti",
  "Adeyemi",
  "Sorensen",
  "Fairbanks",
  "Montoya",
  "Haddad",
  "Brennan",
  "Ishikawa",
  "Calloway",
  "Petrov",
  "Quintero",
  "Ashworth",
  "Nakamura",
  "Oyelaran",
  "Beaumont",
  "Halvorsen",
  "Rinaldi",
  "Thornbury",
  "Achebe",
  "Langford",
  "Mendez",
  "Winslow",
  "Sato",
  "Carrington",
] as const;

const SHOP_WORDS = [
  "Juniper Lane",
  "Maple & Main",
  "Copper Door",
  "Bluebell",
  "Wren & Willow",
  "Harbor Light",
  "Old Mill",
  "Saffron",
  "Cedar Row",
  "Larkspur",
  "Foxglove",
  "Tin Roof",
  "Bramble",
  "Stonegate",
  "Marigold",
  "Orchard Street",
  "Goldfinch",
  "Kestrel",
  "Linden Hall",
  "Thistle",
] as const;

const used = new Set<string>();

/** A 32-bit FNV-1a hash of the text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The running test's identity and worker slot; outside a test, a random one. */
function context(): { key: string; slot: number; slots: number } {
  try {
    const info = test.info();
    return {
      key: `${info.titlePath.join(" › ")}|${info.project.name}|${info.repeatEachIndex}|${info.retry}`,
      slot: info.parallelIndex,
      slots: Math.max(1, info.config.workers),
    };
  } catch {
    return { key: String(Math.random()), slot: 0, slots: 1 };
  }
}

/** Draws from `pick(h)` for h = hash, hash + 1, … until a name this worker has not handed out. */
function unique(seed: string, pick: (h: number) => string): string {
  let h = hash(seed);
  for (let attempt = 0; attempt < 10_000; attempt++, h = (h + 0x9e3779b9) >>> 0) {
    const name = pick(h);
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  throw new Error("Ran out of e2e names: add some to e2e/support/names.ts.");
}

/** "Nora Whitfield": a person's name, unique within the run, for the caller's `label` ("Client", "Vendor"). */
export function personName(label: string): { first: string; last: string; full: string } {
  const { key, slot, slots } = context();
  const surnames = SURNAMES.filter((_, i) => i % slots === slot % slots);
  const full = unique(`${key}|person|${label}`, (h) => {
    const first = FIRST_NAMES[h % FIRST_NAMES.length] ?? "Nora";
    const last = surnames[Math.floor(h / FIRST_NAMES.length) % surnames.length] ?? "Whitfield";
    return `${first} ${last}`;
  });
  const [first = "", last = ""] = full.split(" ");
  return { first, last, full };
}

/** "Juniper Lane Florist" or "Whitfield's Florist": a business of the trade `noun`, unique within the run. */
export function businessName(noun: string): string {
  const { key, slot, slots } = context();
  const mine = <T>(items: readonly T[]) => items.filter((_, i) => i % slots === slot % slots);
  const words = mine(SHOP_WORDS);
  const owners = mine(SURNAMES);
  return unique(`${key}|business|${noun}`, (h) =>
    h % 3 === 0
      ? `${owners[Math.floor(h / 3) % owners.length] ?? "Whitfield"}'s ${noun}`
      : `${words[Math.floor(h / 3) % words.length] ?? "Juniper Lane"} ${noun}`,
  );
}
