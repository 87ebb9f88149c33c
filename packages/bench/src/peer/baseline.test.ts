import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  compareWithBaseline,
  formatBaselineComparison,
  readBaseline,
  recordRatios,
  type RecordedRatios,
} from './baseline';
import type { ComparisonRow } from './report';

const row = (page: string, ratio: number, spread = 0.02): ComparisonRow => ({
  page,
  ratio,
  ratioInterval: { low: ratio - spread, high: ratio + spread },
  peerMs: 1000,
  portalMs: ratio * 1000,
  target: 0.6,
  portalSpinnerMs: null,
});

const baseline: RecordedRatios = {
  commit: 'abc1234',
  recordedAt: '2026-11-28T20:00:00.000Z',
  loadAverage: 1.2,
  runs: 11,
  ratios: { dashboard: 0.8, 'users list': 0.6, login: 0.37 },
  intervals: {
    dashboard: { low: 0.77, high: 0.83 },
    'users list': { low: 0.58, high: 0.62 },
    login: { low: 0.35, high: 0.4 },
  },
};

it('counts a page as slipped past 10 % more than its recorded ratio and beyond both intervals', () => {
  const comparisons = compareWithBaseline(
    [row('dashboard', 0.88), row('users list', 0.67), row('coupons list', 0.5)],
    baseline,
  );
  expect(comparisons.map(({ page, slipped, withinNoise }) => [page, slipped, withinNoise])).toEqual([
    ['dashboard', false, false],
    ['users list', true, false],
    ['coupons list', false, false],
  ]);
  expect(comparisons[1]!.change).toBeCloseTo(1.117, 3);
  expect(comparisons[2]!.recorded).toBeUndefined();
});

it('names a page past the limit whose interval overlaps the recorded one as within the noise', () => {
  // /login on unchanged code, 30 Nov 2026: 0.42x against a recorded 0.37x (1.14 times).
  const [login] = compareWithBaseline([row('login', 0.42, 0.04)], baseline);
  expect(login).toMatchObject({ slipped: false, withinNoise: true });
  // The same growth, measured tightly enough to clear the recorded interval, is a slip.
  const [tight] = compareWithBaseline([row('login', 0.42, 0.01)], baseline);
  expect(tight).toMatchObject({ slipped: true, withinNoise: false });
});

it('compares with the recorded ratio itself when the baseline holds no intervals', () => {
  const { intervals, ...withoutIntervals } = baseline;
  expect(intervals).toBeDefined();
  const [users] = compareWithBaseline([row('users list', 0.67, 0.06)], withoutIntervals);
  // 0.61 is above the recorded 0.60: beyond the noise.
  expect(users).toMatchObject({ slipped: true, withinNoise: false });
  expect(formatBaselineComparison([users!], withoutIntervals).split('\n')[1]).toBe(
    '  users list: 0.67x (0.61-0.73), recorded 0.60x, 1.12 times  SLIPPED',
  );
});

it('prints each ratio and interval beside the recorded ones and closes with the slipped and the unsure', () => {
  const text = formatBaselineComparison(
    compareWithBaseline(
      [row('dashboard', 0.72), row('users list', 0.7), row('login', 0.42, 0.04), row('coupons list', 0.5)],
      baseline,
    ),
    baseline,
  );
  expect(text.split('\n')).toEqual([
    'against the ratios recorded at abc1234 (2026-11-28, 11 rounds, load 1.2), with 90% intervals:',
    '  dashboard: 0.72x (0.70-0.74), recorded 0.80x (0.77-0.83), 0.90 times',
    '  users list: 0.70x (0.68-0.72), recorded 0.60x (0.58-0.62), 1.17 times  SLIPPED',
    '  login: 0.42x (0.38-0.46), recorded 0.37x (0.35-0.40), 1.14 times  within the noise',
    '  coupons list: 0.50x (0.48-0.52), not recorded',
    '1 page(s) slipped more than 10%: users list',
    '1 page(s) over by more than 10% within the noise (run again with more rounds): login',
  ]);
  expect(
    formatBaselineComparison(compareWithBaseline([row('dashboard', 0.8)], baseline), baseline)
      .split('\n')
      .slice(-1),
  ).toEqual(['no page slipped more than 10%']);
});

it('records a run as the next baseline and reads it back', () => {
  const folder = mkdtempSync(join(tmpdir(), 'bench-baseline-'));
  try {
    const file = join(folder, 'peer-ratios.json');
    expect(readBaseline(file)).toBeUndefined();
    const recorded = recordRatios([row('dashboard', 0.8123), row('login', 0.4)], 7, file);
    expect(recorded.ratios).toEqual({ dashboard: 0.81, login: 0.4 });
    expect(recorded.intervals).toEqual({
      dashboard: { low: 0.79, high: 0.83 },
      login: { low: 0.38, high: 0.42 },
    });
    expect(recorded.runs).toBe(7);
    expect(recorded.commit).toMatch(/^[0-9a-f]{7,}$/);
    expect(readBaseline(file)).toEqual(recorded);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
