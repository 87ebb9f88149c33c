/** Every seeded date is relative to this instant, not to the clock, so a seed always gives the same rows. */
export const SEED_ANCHOR = new Date('2026-10-31T23:00:00.000Z');
/**
 * The seeded history starts on the first day of the 24-month window that ends with the anchor's
 * month, the window of the growth chart.
 */
export const HISTORY_START = new Date('2024-11-01T00:00:00.000Z');
export const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** An instant between `from` and `to`; `recentBias` > 1 crowds it towards `to`, as growing products do. */
export function between(from: Date, to: Date, fraction: number, recentBias = 1): Date {
  const skewed = Math.pow(fraction, 1 / recentBias);
  return new Date(from.getTime() + Math.floor((to.getTime() - from.getTime()) * skewed));
}
