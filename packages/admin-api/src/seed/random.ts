/** The seed every data set is drawn from: the same number gives the same rows. */
export const SEED = 20241101;

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks a key with probability proportional to its weight. */
  weighted<T extends string>(weights: Readonly<Record<T, number>>): T;
  /** A random-looking but reproducible RFC 4122 version 4 UUID. */
  uuid(): string;
  /** Characters from `alphabet`, as in Stripe ids (cus_..., in_...). */
  chars(length: number, alphabet?: string): string;
  digits(length: number): string;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * One independent stream per purpose (organisations, users, activities, ...), so that changing how
 * many rows one generator draws never shifts the values of another.
 */
export function createRandom(stream: string, seed: number = SEED): Random {
  const next = mulberry32(hashString(`${seed}:${stream}`));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const chars = (length: number, alphabet = ALPHANUMERIC) => {
    let text = '';
    for (let i = 0; i < length; i++) text += alphabet[Math.floor(next() * alphabet.length)];
    return text;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
    weighted<T extends string>(weights: Readonly<Record<T, number>>): T {
      const entries = Object.entries(weights) as [T, number][];
      let remaining = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [key, weight] of entries) {
        remaining -= weight;
        if (remaining < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
    uuid() {
      const hex = chars(32, '0123456789abcdef');
      const variant = '89ab'[int(0, 3)];
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
    },
    chars,
    digits: (length) => chars(length, '0123456789'),
  };
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: turns a stream name into a 32-bit seed. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
