/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const max = (values: readonly number[]) => Math.max(...values);

export interface Spread {
  median: number;
  max: number;
  runs: number;
}

export const spreadOf = (values: readonly number[]): Spread => ({
  median: median(values),
  max: max(values),
  runs: values.length,
});

/** The nearest-rank percentile `p` (0-100) of values sorted ascending. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** A range a measured value lies in with the stated confidence. */
export interface Interval {
  low: number;
  high: number;
}

const RESAMPLES = 2000;

/** Seeded so that the same loads always give the same interval (mulberry32). */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The central `confidence` interval of median(a) / median(b) over rounds of paired samples (a[i]
 * and b[i] taken in the same round), by resampling whole rounds: pairs keep what the machine did
 * in each round weighing on both sides alike, as the ratio itself does.
 */
export function pairedRatioInterval(a: readonly number[], b: readonly number[], confidence = 0.9): Interval {
  if (a.length !== b.length || a.length === 0)
    throw new Error('paired samples need the same, non-zero count');
  const random = seededRandom(a.length);
  const ratios: number[] = [];
  for (let resample = 0; resample < RESAMPLES; resample++) {
    const rounds = a.map(() => Math.floor(random() * a.length));
    ratios.push(median(rounds.map((round) => a[round]!)) / median(rounds.map((round) => b[round]!)));
  }
  ratios.sort((x, y) => x - y);
  const tail = ((1 - confidence) / 2) * 100;
  return { low: percentile(ratios, tail), high: percentile(ratios, 100 - tail) };
}

/** A ratio as the tables print it: `0.76x (0.71-0.88)`, its interval when it has one. */
export const ratioText = (ratio: number, interval?: Interval) =>
  `${ratio.toFixed(2)}x${interval ? ` (${interval.low.toFixed(2)}-${interval.high.toFixed(2)})` : ''}`;
