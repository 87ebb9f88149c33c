import { median, percentile, spreadOf } from './stats';

it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
  expect(median([5, 1, 3])).toBe(3);
  expect(median([4, 1, 3, 2])).toBe(2.5);
});

it('summarises runs as median, max and count', () => {
  expect(spreadOf([120, 80, 100, 300, 90])).toEqual({ median: 100, max: 300, runs: 5 });
});

it('takes the nearest-rank percentile of sorted values', () => {
  const values = Array.from({ length: 20 }, (_, i) => i + 1);
  expect(percentile(values, 50)).toBe(10);
  expect(percentile(values, 95)).toBe(19);
  expect(percentile(values, 100)).toBe(20);
  expect(percentile([7], 99)).toBe(7);
});
