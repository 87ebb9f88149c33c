import {
  figuresOf,
  lighthouseTable,
  measureUntilPainted,
  neverPainted,
  type LighthouseFigures,
} from './figures';

const DASHBOARD = 'http://localhost:4700/app';

const report = (score: number | null, tbt = 200) => ({
  finalDisplayedUrl: DASHBOARD,
  categories: { performance: { score } },
  audits: {
    'first-contentful-paint': { numericValue: 1250 },
    'largest-contentful-paint': { numericValue: 1930 },
    'total-blocking-time': { numericValue: tbt },
    'speed-index': { numericValue: 1310 },
    'cumulative-layout-shift': { numericValue: 0 },
    'network-requests': {
      details: {
        items: [
          { url: 'http://localhost:4700/app', resourceType: 'Document', transferSize: 9000, statusCode: 200 },
          {
            url: 'http://localhost:4700/main.js',
            resourceType: 'Script',
            transferSize: 31000,
            statusCode: 200,
          },
        ],
      },
    },
  },
});

it('reads the score as 0-100 and the metrics in milliseconds', () => {
  expect(figuresOf(report(0.957), DASHBOARD, 'first')).toEqual({
    score: 96,
    firstContentfulPaintMs: 1250,
    largestContentfulPaintMs: 1930,
    totalBlockingTimeMs: 200,
    speedIndexMs: 1310,
    cumulativeLayoutShift: 0,
  });
});

it("refuses a run that measured nothing, with Lighthouse's reason", () => {
  expect(() =>
    figuresOf(
      {
        ...report(null),
        runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
      },
      DASHBOARD,
      'first',
    ),
  ).toThrow('Lighthouse measured nothing (NO_FCP: The page did not paint any content.)');
  const withoutTbt = report(0.9);
  delete (withoutTbt.audits as Partial<typeof withoutTbt.audits>)['total-blocking-time'];
  expect(() => figuresOf(withoutTbt, DASHBOARD, 'first')).toThrow('no figure for total-blocking-time');
});

it('refuses a run that ended on another page than the one asked for', () => {
  expect(() =>
    figuresOf({ ...report(0.99), finalDisplayedUrl: 'http://localhost:4700/login' }, DASHBOARD, 'first'),
  ).toThrow('Lighthouse measured http://localhost:4700/login, not http://localhost:4700/app: signed out?');
});

it('refuses a first visit with a script from the cache (or revalidated), and a repeat visit without', () => {
  const warm = (request: { transferSize: number; statusCode: number }) => {
    const warmReport = report(0.99);
    warmReport.audits['network-requests'].details.items.push({
      url: 'http://localhost:4700/libraries.js',
      resourceType: 'Script',
      ...request,
    });
    return warmReport;
  };
  expect(() => figuresOf(warm({ transferSize: 0, statusCode: 200 }), DASHBOARD, 'first')).toThrow(
    "Not a first visit: 1 scripts came from the browser's cache (http://localhost:4700/libraries.js, ...)",
  );
  expect(() => figuresOf(warm({ transferSize: 310, statusCode: 304 }), DASHBOARD, 'first')).toThrow(
    'Not a first visit',
  );
  expect(figuresOf(warm({ transferSize: 144000, statusCode: 200 }), DASHBOARD, 'first').score).toBe(99);
  expect(figuresOf(warm({ transferSize: 310, statusCode: 304 }), DASHBOARD, 'repeat').score).toBe(99);
  expect(() => figuresOf(warm({ transferSize: 144000, statusCode: 200 }), DASHBOARD, 'repeat')).toThrow(
    "Not a repeat visit: no script came from the browser's cache",
  );
});

it('prints each app with its scores in order, their median against the target and the median metrics', () => {
  const figures = (score: number, tbt: number): LighthouseFigures => ({
    ...figuresOf(report(score / 100, tbt), DASHBOARD, 'first'),
  });
  const table = lighthouseTable([
    { app: 'portal', figures: figures(96, 200) },
    { app: 'peer', figures: figures(84, 610) },
    { app: 'portal', figures: figures(92, 300) },
    { app: 'peer', figures: figures(88, 470) },
    { app: 'portal', figures: figures(98, 120) },
    { app: 'peer', figures: figures(89, 450) },
  ]).split('\n');
  expect(table[0]).toMatch(
    /^\| app +\| scores +\| median \(target 95\) \| FCP +\| LCP +\| TBT +\| Speed Index \| CLS +\|$/,
  );
  expect(table[2]).toMatch(
    /^\| portal \| 96, 92, 98 \| 96 +\| 1\.3 s \| 1\.9 s \| 200 ms \| 1\.3 s +\| 0\.000 \|$/,
  );
  expect(table[3]).toMatch(
    /^\| peer +\| 84, 88, 89 \| 88 \(under\) +\| 1\.3 s \| 1\.9 s \| 470 ms \| 1\.3 s +\| 0\.000 \|$/,
  );
});

describe('measureUntilPainted', () => {
  const neverPaintedError = new Error(
    'Command failed: lighthouse ...\nRuntime error encountered: The page did not paint any content. (NO_FCP)',
  );

  it('runs a measure again after a tab that never painted, and says so', async () => {
    const outcomes = [neverPaintedError, 71];
    const retries: string[] = [];
    const measure = jest.fn(async () => {
      const next = outcomes.shift();
      if (next instanceof Error) throw next;
      return next;
    });
    await expect(measureUntilPainted(measure, 3, () => retries.push('again'))).resolves.toBe(71);
    expect(measure).toHaveBeenCalledTimes(2);
    expect(retries).toEqual(['again']);
  });

  it('gives up after its attempts, with the last failure', async () => {
    const measure = jest.fn(async () => {
      throw neverPaintedError;
    });
    await expect(measureUntilPainted(measure, 3, () => undefined)).rejects.toBe(neverPaintedError);
    expect(measure).toHaveBeenCalledTimes(3);
  });

  it('never runs again after any other failure: a signed-out or cached run stays refused', async () => {
    const signedOut = new Error(
      'Lighthouse measured http://localhost:4700/login, not http://localhost:4700/app: signed out?',
    );
    const measure = jest.fn(async () => {
      throw signedOut;
    });
    await expect(measureUntilPainted(measure, 3, () => undefined)).rejects.toBe(signedOut);
    expect(measure).toHaveBeenCalledTimes(1);
  });

  it("counts a report's own NO_FCP as never painted", () => {
    let refusal: unknown;
    try {
      figuresOf(
        { runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } },
        DASHBOARD,
        'first',
      );
    } catch (error) {
      refusal = error;
    }
    expect(neverPainted(refusal)).toBe(true);
    expect(neverPainted(new Error('Lighthouse measured nothing (no score)'))).toBe(false);
  });
});
