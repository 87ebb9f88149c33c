import { median, pairedRatioInterval, percentile, spreadOf } from './stats';

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

describe('pairedRatioInterval', () => {
  it('is the ratio itself when every round gives the same one', () => {
    expect(pairedRatioInterval([400, 500, 600], [800, 1000, 1200])).toEqual({ low: 0.5, high: 0.5 });
  });

  it('holds the ratio of the medians, and widens with the rounds that disagree', () => {
    // The login's loads of a throttled run (30 Nov 2026): portal and peer, round by round.
    const portal = [799, 755, 902, 751, 762];
    const peer = [2208, 2096, 1975, 2030, 1992];
    const steady = pairedRatioInterval(portal, peer);
    const ratio = median(portal) / median(peer);
    expect(steady.low).toBeLessThanOrEqual(ratio);
    expect(steady.high).toBeGreaterThanOrEqual(ratio);
    const noisy = pairedRatioInterval([...portal.slice(0, 4), 1500], peer);
    expect(noisy.high - noisy.low).toBeGreaterThan(steady.high - steady.low);
  });

  it('gives the same interval for the same loads, run after run', () => {
    const portal = [640, 610, 700, 655, 590, 720, 630];
    const peer = [800, 790, 850, 770, 810, 900, 760];
    expect(pairedRatioInterval(portal, peer)).toEqual(pairedRatioInterval(portal, peer));
  });

  it('refuses samples that are not paired', () => {
    expect(() => pairedRatioInterval([1, 2], [1])).toThrow('paired samples');
    expect(() => pairedRatioInterval([], [])).toThrow('paired samples');
  });
});
