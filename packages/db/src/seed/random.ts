/**
 * A small seeded pseudo-random generator (mulberry32) and the helpers the seed needs.
 * Same seed, same sequence — on every machine and every run — so the demo data never drifts.
 */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** A float in [min, max). */
  float: (min: number, max: number) => number;
  /** True with probability `p`. */
  chance: (p: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Picks an item with probability proportional to `weightOf(item)`. */
  pickWeighted: <T>(items: readonly T[], weightOf: (item: T) => number) => T;
  /** `count` distinct items, in random order (all of them when there are fewer). */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** A shuffled copy; the input is left untouched. */
  shuffle: <T>(items: readonly T[]) => T[];
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("Cannot pick from an empty list.");
    return items[int(0, items.length - 1)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick,
    pickWeighted: (items, weightOf) => {
      const total = items.reduce((sum, item) => sum + weightOf(item), 0);
      let target = next() * total;
      for (const item of items) {
        target -= weightOf(item);
        if (target < 0) return item;
      }
      return pick(items);
    },
    sample: (items, count) => shuffle(items).slice(0, count),
    shuffle,
  };
}

/** A 32-bit FNV-1a hash: turns a name ("listing", a slug) into a seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The seed of item `index` of a stream. Multiplying by an odd constant is a bijection
 * modulo 2^32, so two indexes never share a seed and item i never depends on item i - 1.
 */
export function seedFor(stream: string, index: number): number {
  return (hashString(stream) ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0;
}

/** The generator of item `index` of a stream ("listing", "job", ...). */
export function randomFor(stream: string, index: number): Random {
  return createRandom(seedFor(stream, index));
}
