import type { ColdLoad, PageComparison } from './alternateLoads';
import type { ComparedPage } from './comparedPages';
import { formatMenuVisits } from './menuVisits';
import { comparisonRows, formatComparison } from './report';

const page: ComparedPage = {
  name: 'users list',
  portal: { path: '/app/users', signedIn: true, ready: '() => true' },
  peer: { path: '/#/users', signedIn: true, ready: '() => true' },
  target: 0.5,
};
const loads = (times: readonly number[]): ColdLoad[] =>
  times.map((visible) => ({ marks: { spinner: null, content: visible - 5, visible }, requests: [] }));

// Round by round, the peer twice the portal's time but in the last round; the variant 10% slower.
const comparison: PageComparison = {
  page,
  portal: loads([400, 420, 410, 430, 600]),
  peer: loads([800, 840, 820, 860, 700]),
  variant: loads([440, 462, 451, 473, 660]),
};

it("gives each ratio its interval from the run's rounds", () => {
  const [row] = comparisonRows([comparison]);
  expect(row!.ratio).toBeCloseTo(420 / 820, 5);
  expect(row!.ratioInterval.low).toBeLessThan(row!.ratio);
  expect(row!.ratioInterval.high).toBeGreaterThan(row!.ratio);
  // The variant is 1.1 times the portal in every round: no spread at all.
  expect(row!.variantInterval).toEqual({ low: 1.1, high: 1.1 });
});

it('prints the ratios with their intervals, the peer and the second build alike', () => {
  const rows = comparisonRows([comparison]);
  const { low, high } = rows[0]!.ratioInterval;
  const lines = formatComparison(rows, 5, 'before').split('\n');
  expect(lines[0]).toBe(
    '| page       | single bundle | portal | ratio             | target | portal first spinner | before | before / portal   |',
  );
  expect(lines[2]).toContain(`| 0.51x (${low.toFixed(2)}-${high.toFixed(2)}) | > 0.5x `);
  expect(lines[2]).toContain('| 462 ms | 1.10x (1.10-1.10) |');
  expect(lines.at(-1)).toBe(
    '(visible = content rendered and painted; median of 5 cold loads each, alternating; 90% intervals in brackets)',
  );
});

it('prints the first visits from the menu with their intervals', () => {
  const text = formatMenuVisits(
    [{ page: 'users list', portal: [120, 130, 125], peer: [240, 260, 250], variant: [132, 143, 137.5] }],
    3,
    'before',
  );
  expect(text).toContain('| 125 ms | 0.50x (0.50-0.50) | <= 1x  | 138 ms | 1.10x (1.10-1.10) |');
});
