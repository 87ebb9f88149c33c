import type { SeedScale } from '../config';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** The months of history a seed holds: the growth chart's window, ending with the anchor's month. */
const HISTORY_MONTHS = 24;

/** The instant every seeded date is placed relative to, and the first day of its history. */
export interface SeedCalendar {
  /** The newest seeded rows sit at this instant; nothing is seeded after it. */
  anchor: Date;
  /** The first day of the 24-month window that ends with the anchor's month. */
  historyStart: Date;
}

export function seedCalendar(anchor: Date): SeedCalendar {
  const historyStart = new Date(
    Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - (HISTORY_MONTHS - 1), 1),
  );
  return { anchor, historyStart };
}

/**
 * The anchor of a seed made at `now`: the demo data set ends at the second it is seeded, so its
 * newest rows are today's; the large (benchmark) data set ends at the start of the UTC day, so every
 * seed made on one day holds the same rows.
 */
export function seedAnchor(scale: SeedScale, now: Date = new Date()): Date {
  const unit = scale === 'large' ? DAY_MS : 1000;
  return new Date(Math.floor(now.getTime() / unit) * unit);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** An instant between `from` and `to`; `recentBias` > 1 crowds it towards `to`, as growing products do. */
export function between(from: Date, to: Date, fraction: number, recentBias = 1): Date {
  const skewed = Math.pow(fraction, 1 / recentBias);
  return new Date(from.getTime() + Math.floor((to.getTime() - from.getTime()) * skewed));
}
