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

const row = (page: string, ratio: number): ComparisonRow => ({
  page,
  ratio,
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
  ratios: { dashboard: 0.8, 'users list': 0.6 },
};

it('counts a page as slipped past 10 % more than its recorded ratio, not at 10 %', () => {
  const comparisons = compareWithBaseline(
    [row('dashboard', 0.88), row('users list', 0.67), row('login', 0.4)],
    baseline,
  );
  expect(comparisons.map(({ page, slipped }) => [page, slipped])).toEqual([
    ['dashboard', false],
    ['users list', true],
    ['login', false],
  ]);
  expect(comparisons[1]!.change).toBeCloseTo(1.117, 3);
  expect(comparisons[2]!.recorded).toBeUndefined();
});

it('prints each ratio beside the recorded one and closes with the pages that slipped', () => {
  const text = formatBaselineComparison(
    compareWithBaseline([row('dashboard', 0.72), row('users list', 0.7), row('login', 0.4)], baseline),
    baseline,
  );
  expect(text.split('\n')).toEqual([
    'against the ratios recorded at abc1234 (2026-11-28, 11 rounds, load 1.2):',
    '  dashboard: 0.72x, recorded 0.80x, 0.90 times',
    '  users list: 0.70x, recorded 0.60x, 1.17 times  SLIPPED',
    '  login: 0.40x (not recorded)',
    '1 page(s) slipped more than 10%: users list',
  ]);
  expect(
    formatBaselineComparison(compareWithBaseline([row('dashboard', 0.8)], baseline), baseline)
      .split('\n')
      .at(-1),
  ).toBe('no page slipped more than 10%');
});

it('records a run as the next baseline and reads it back', () => {
  const folder = mkdtempSync(join(tmpdir(), 'bench-baseline-'));
  try {
    const file = join(folder, 'peer-ratios.json');
    expect(readBaseline(file)).toBeUndefined();
    const recorded = recordRatios([row('dashboard', 0.8123), row('login', 0.4)], 7, file);
    expect(recorded.ratios).toEqual({ dashboard: 0.81, login: 0.4 });
    expect(recorded.runs).toBe(7);
    expect(recorded.commit).toMatch(/^[0-9a-f]{7,}$/);
    expect(readBaseline(file)).toEqual(recorded);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
