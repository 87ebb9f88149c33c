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
