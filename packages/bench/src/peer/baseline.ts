// The portal's ratios to the single-bundle peer as recorded from a quiet run of a release
// (baseline/peer-ratios.json). Each run prints its own beside them, so a page that slipped by more
// than SLIP_LIMIT shows before it lands. Ratios, not times: both apps load in turns in one run, so
// a busier or slower machine weighs on both alike (absolute times here move by a quarter between
// runs, the ratios by a few hundredths).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
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
}

export interface BaselineComparison {
  page: string;
  ratio: number;
  /** Undefined for a page the baseline does not hold. */
  recorded?: number;
  /** ratio / recorded. */
  change?: number;
  slipped: boolean;
}

export function readBaseline(file = BASELINE_FILE): RecordedRatios | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RecordedRatios) : undefined;
}

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
    ratios: Object.fromEntries(rows.map((row) => [row.page, Math.round(row.ratio * 100) / 100])),
  };
  writeFileSync(file, `${JSON.stringify(recorded, null, 2)}\n`);
  return recorded;
}

export function compareWithBaseline(
  rows: readonly ComparisonRow[],
  baseline: RecordedRatios,
): BaselineComparison[] {
  return rows.map(({ page, ratio }) => {
    const recorded = baseline.ratios[page];
    if (recorded === undefined) return { page, ratio, slipped: false };
    const change = ratio / recorded;
    return { page, ratio, recorded, change, slipped: change > SLIP_LIMIT };
  });
}

/** Each page's ratio beside the recorded one, and one closing line naming the pages that slipped. */
export function formatBaselineComparison(
  comparisons: readonly BaselineComparison[],
  baseline: RecordedRatios,
): string {
  const lines = comparisons.map(({ page, ratio, recorded, change, slipped }) =>
    recorded === undefined
      ? `  ${page}: ${ratio.toFixed(2)}x (not recorded)`
      : `  ${page}: ${ratio.toFixed(2)}x, recorded ${recorded.toFixed(2)}x, ${change!.toFixed(2)} times${slipped ? '  SLIPPED' : ''}`,
  );
  const slipped = comparisons.filter((comparison) => comparison.slipped);
  const limit = `${Math.round((SLIP_LIMIT - 1) * 100)}%`;
  const verdict =
    slipped.length === 0
      ? `no page slipped more than ${limit}`
      : `${slipped.length} page(s) slipped more than ${limit}: ${slipped.map(({ page }) => page).join(', ')}`;
  return [
    `against the ratios recorded at ${baseline.commit} (${baseline.recordedAt.slice(0, 10)}, ${baseline.runs} rounds, load ${baseline.loadAverage}):`,
    ...lines,
    verdict,
  ].join('\n');
}
