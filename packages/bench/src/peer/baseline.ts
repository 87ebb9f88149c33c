// The portal's ratios to the single-bundle peer as recorded from a quiet run of a release
// (baseline/peer-ratios.json). Each run prints its own beside them, so a page that slipped by more
// than SLIP_LIMIT shows before it lands. Ratios, not times: both apps load in turns in one run, so
// a busier or slower machine weighs on both alike (absolute times here move by a quarter between
// runs, the ratios by a few hundredths). A ratio is itself measured from a few rounds, so each comes
// with its 90% interval: a page past the limit whose interval still overlaps the recorded one is
// named apart, as within the noise, not as a slip (a quick page like /login moves most by chance).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ratioText, type Interval } from '../stats';
import type { ComparisonRow } from './report';

/** A page's ratio may grow by this factor over the recorded one before it counts as a slip. */
export const SLIP_LIMIT = 1.1;

export const BASELINE_FILE = join(__dirname, '../../baseline/peer-ratios.json');

export interface RecordedRatios {
  /** The commit whose builds were measured. */
  commit: string;
  recordedAt: string;
  /** The 1-minute load average at the end of the run. */
  loadAverage: number;
  runs: number;
  /** Portal / peer, by page name. */
  ratios: Record<string, number>;
  /** Each ratio's 90% interval, by page name (absent from baselines recorded before 30 Nov 2026). */
  intervals?: Record<string, Interval>;
}

export interface BaselineComparison {
  page: string;
  ratio: number;
  ratioInterval: Interval;
  /** Undefined for a page the baseline does not hold. */
  recorded?: number;
  recordedInterval?: Interval;
  /** ratio / recorded. */
  change?: number;
  /** Grown past SLIP_LIMIT, and this run's interval lies wholly above the recorded ratio's. */
  slipped: boolean;
  /** Grown past SLIP_LIMIT, but the intervals overlap: within the two runs' noise. */
  withinNoise: boolean;
}

export function readBaseline(file = BASELINE_FILE): RecordedRatios | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RecordedRatios) : undefined;
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

/** This run's ratios as the baseline to record (BENCH_RECORD_BASELINE=1). */
export function recordRatios(
  rows: readonly ComparisonRow[],
  runs: number,
  file = BASELINE_FILE,
): RecordedRatios {
  const recorded: RecordedRatios = {
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    recordedAt: new Date().toISOString(),
    loadAverage: Math.round(loadavg()[0]! * 10) / 10,
    runs,
    ratios: Object.fromEntries(rows.map((row) => [row.page, hundredths(row.ratio)])),
    intervals: Object.fromEntries(
      rows.map(({ page, ratioInterval: { low, high } }) => [
        page,
        { low: hundredths(low), high: hundredths(high) },
      ]),
    ),
  };
  writeFileSync(file, `${JSON.stringify(recorded, null, 2)}\n`);
  return recorded;
}

export function compareWithBaseline(
  rows: readonly ComparisonRow[],
  baseline: RecordedRatios,
): BaselineComparison[] {
  return rows.map(({ page, ratio, ratioInterval }) => {
    const recorded = baseline.ratios[page];
    if (recorded === undefined) return { page, ratio, ratioInterval, slipped: false, withinNoise: false };
    const recordedInterval = baseline.intervals?.[page];
    const change = ratio / recorded;
    const beyondNoise = ratioInterval.low > (recordedInterval?.high ?? recorded);
    return {
      page,
      ratio,
      ratioInterval,
      recorded,
      ...(recordedInterval && { recordedInterval }),
      change,
      slipped: change > SLIP_LIMIT && beyondNoise,
      withinNoise: change > SLIP_LIMIT && !beyondNoise,
    };
  });
}

const pageNames = (comparisons: readonly BaselineComparison[]) =>
  comparisons.map(({ page }) => page).join(', ');

/**
 * Each page's ratio and interval beside the recorded ones, then a line naming the pages that
 * slipped, and one naming those past the limit within the noise.
 */
export function formatBaselineComparison(
  comparisons: readonly BaselineComparison[],
  baseline: RecordedRatios,
): string {
  const lines = comparisons.map((comparison) => {
    const { page, ratio, ratioInterval, recorded, recordedInterval, change, slipped, withinNoise } =
      comparison;
    const measured = `  ${page}: ${ratioText(ratio, ratioInterval)}`;
    if (recorded === undefined) return `${measured}, not recorded`;
    const mark = slipped ? '  SLIPPED' : withinNoise ? '  within the noise' : '';
    return `${measured}, recorded ${ratioText(recorded, recordedInterval)}, ${change!.toFixed(2)} times${mark}`;
  });
  const slipped = comparisons.filter((comparison) => comparison.slipped);
  const overWithinNoise = comparisons.filter((comparison) => comparison.withinNoise);
  const limit = `${Math.round((SLIP_LIMIT - 1) * 100)}%`;
  const verdict =
    slipped.length === 0
      ? `no page slipped more than ${limit}`
      : `${slipped.length} page(s) slipped more than ${limit}: ${pageNames(slipped)}`;
  return [
    `against the ratios recorded at ${baseline.commit} (${baseline.recordedAt.slice(0, 10)}, ${baseline.runs} rounds, load ${baseline.loadAverage}), with 90% intervals:`,
    ...lines,
    verdict,
    ...(overWithinNoise.length === 0
      ? []
      : [
          `${overWithinNoise.length} page(s) over by more than ${limit} within the noise (run again with more rounds): ${pageNames(overWithinNoise)}`,
        ]),
  ].join('\n');
}
