import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  judgeStep,
  MINIMUMS_FILE,
  readMinimumCounts,
  type JestReport,
  type PlaywrightReport,
} from './testReports';

function jestFile(
  name: string,
  statuses: string[],
  fileStatus = 'passed',
  message = '',
): JestReport['testResults'][0] {
  return {
    name,
    status: statuses.includes('failed') ? 'failed' : fileStatus,
    message,
    assertionResults: statuses.map((status, index) => ({ fullName: `${name} test ${index + 1}`, status })),
  };
}

function jestReport(...files: JestReport['testResults']): { kind: 'jest'; report: JestReport } {
  return { kind: 'jest', report: { testResults: files } };
}

type Status = PlaywrightReport['suites'][0]['specs'][0]['tests'][0]['status'];

function browserReport(
  statuses: Status[],
  errors: string[] = [],
): { kind: 'browser'; report: PlaywrightReport } {
  return {
    kind: 'browser',
    report: {
      errors: errors.map((message) => ({ message })),
      suites: [
        {
          title: 'users.spec.ts',
          file: 'users.spec.ts',
          specs: [],
          suites: [
            {
              title: 'Users list',
              file: 'users.spec.ts',
              specs: statuses.map((status, index) => ({
                title: `test ${index + 1}`,
                file: 'users.spec.ts',
                tests: [{ status }],
              })),
            },
          ],
        },
      ],
    },
  };
}

const judgeJest = (code: number, report: Parameters<typeof judgeStep>[2], minimum: number) =>
  judgeStep('jest', code, report, minimum, '"jest"."web"');
const judgeBrowser = (code: number, report: Parameters<typeof judgeStep>[2], minimum: number) =>
  judgeStep('browser', code, report, minimum, '"browser"');

describe('judging a jest run', () => {
  it('passes a clean run that meets its minimum', () => {
    const result = judgeJest(0, jestReport(jestFile('a.test.ts', ['passed', 'passed'])), 2);
    expect(result).toEqual({ name: 'jest', passed: 2, failed: 0, problems: [], notes: [] });
  });

  it('counts failed tests', () => {
    const result = judgeJest(1, jestReport(jestFile('a.test.ts', ['passed', 'failed', 'failed'])), 0);
    expect(result).toMatchObject({ passed: 1, failed: 2, problems: [] });
  });

  it('fails a file that did not load, naming it and its first message line', () => {
    const broken = jestFile(
      '/repo/b.test.ts',
      [],
      'failed',
      '\u001b[1mTest suite failed to run\u001b[22m\n  at x',
    );
    const result = judgeJest(1, jestReport(jestFile('a.test.ts', ['passed']), broken), 0);
    expect(result).toMatchObject({
      passed: 1,
      failed: 1,
      problems: ['/repo/b.test.ts: Test suite failed to run'],
    });
  });

  it('fails a file whose tests passed but whose afterAll hook threw', () => {
    const result = judgeJest(1, jestReport(jestFile('a.test.ts', ['passed'], 'failed', 'afterAll boom')), 0);
    expect(result).toMatchObject({ passed: 1, failed: 1, problems: ['a.test.ts: afterAll boom'] });
  });

  it.each(['pending', 'skipped', 'todo', 'disabled', 'focused'])('fails a %s test and names it', (status) => {
    const result = judgeJest(0, jestReport(jestFile('a.test.ts', ['passed', status])), 0);
    expect(result.failed).toBe(1);
    expect(result.problems).toEqual([
      `not run: a.test.ts test 2 (${status}); a skipped or focused test hides what it tests`,
    ]);
  });

  it('fails an it.failing test, which passes while what it tests is broken, and names it', () => {
    const file = jestFile('a.test.ts', ['passed', 'passed']);
    file.assertionResults[1]!.failing = true;
    const result = judgeJest(0, jestReport(file), 0);
    expect(result).toMatchObject({ passed: 2, failed: 1 });
    expect(result.problems).toEqual([
      'expected to fail: a.test.ts test 2; it passes while what it tests is broken (it.failing, test.fail)',
    ]);
  });

  it('fails a non-zero exit that its report does not explain', () => {
    const result = judgeJest(1, jestReport(jestFile('a.test.ts', ['passed'])), 0);
    expect(result).toMatchObject({
      passed: 1,
      failed: 1,
      problems: ['jest exited with code 1 though its report shows no failure'],
    });
  });

  it('fails a runner that wrote no report', () => {
    expect(judgeJest(0, undefined, 0)).toEqual({
      name: 'jest',
      passed: 0,
      failed: 1,
      problems: ['jest wrote no report (exit code 0)'],
    });
  });

  it('fails a run below its minimum and says where the minimum lives', () => {
    const result = judgeJest(0, jestReport(jestFile('a.test.ts', ['passed', 'passed'])), 3);
    expect(result.failed).toBe(1);
    expect(result.problems).toEqual([
      `jest ran 2 tests, fewer than the 3 expected: a file or a test stopped being found. ` +
        `If tests were removed on purpose, lower "jest"."web" in ${MINIMUMS_FILE}.`,
    ]);
  });

  it('asks to raise a minimum the run went past, without failing', () => {
    const result = judgeJest(0, jestReport(jestFile('a.test.ts', ['passed', 'passed', 'passed'])), 2);
    expect(result).toMatchObject({
      failed: 0,
      notes: [`raise "jest"."web" in ${MINIMUMS_FILE} from 2 to 3 to guard the new tests`],
    });
  });

  it("judges a section's run by one test, with no minimum to raise", () => {
    const ran = judgeStep('jest', 0, jestReport(jestFile('a.test.ts', ['passed', 'passed'])), 1, null);
    expect(ran).toEqual({ name: 'jest', passed: 2, failed: 0, problems: [], notes: [] });
    const none = judgeStep('jest', 1, jestReport(), 1, null);
    expect(none).toMatchObject({
      failed: 1,
      problems: ['jest ran no test: the paths it was given hold none'],
    });
  });
});

describe('judging a Playwright run', () => {
  it('passes a clean run', () => {
    expect(judgeBrowser(0, browserReport(['expected', 'expected']), 2)).toMatchObject({
      passed: 2,
      failed: 0,
      problems: [],
    });
  });

  it('fails on errors outside any test: a spec that does not load, a failed global setup', () => {
    const result = judgeBrowser(
      1,
      browserReport(['expected'], ['Error: boom\n    at broken.spec.ts:3', 'Error: global setup failed']),
      0,
    );
    expect(result).toMatchObject({
      passed: 1,
      failed: 2,
      problems: ['outside any test: Error: boom', 'outside any test: Error: global setup failed'],
    });
  });

  it('fails a skipped test and names it with its file and describe block', () => {
    const result = judgeBrowser(0, browserReport(['expected', 'skipped']), 0);
    expect(result).toMatchObject({
      failed: 1,
      problems: [
        'not run: users.spec.ts › Users list › test 2 (skipped); a skipped or focused test hides what it tests',
      ],
    });
  });

  it.each(['failed', 'timedOut'])(
    'fails a test.fail test (expected status %s) and names it',
    (expectedStatus) => {
      const report = browserReport(['expected', 'expected']);
      report.report.suites[0]!.suites![0]!.specs[1]!.tests[0]!.expectedStatus = expectedStatus;
      expect(judgeBrowser(0, report, 0)).toMatchObject({
        passed: 2,
        failed: 1,
        problems: [
          'expected to fail: users.spec.ts › Users list › test 2; it passes while what it tests is broken (it.failing, test.fail)',
        ],
      });
    },
  );

  it('counts unexpected and flaky tests as failed', () => {
    expect(judgeBrowser(1, browserReport(['expected', 'unexpected', 'flaky']), 0)).toMatchObject({
      passed: 1,
      failed: 2,
      problems: [],
    });
  });

  it('fails a run whose files were all lost, though it exited 0', () => {
    expect(judgeBrowser(0, browserReport([]), 149)).toMatchObject({ passed: 0, failed: 1 });
  });
});

describe('the minimum counts file', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'minimums-'));
    mkdirSync(dirname(join(root, MINIMUMS_FILE)), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const write = (minimums: object) => writeFileSync(join(root, MINIMUMS_FILE), JSON.stringify(minimums));

  it('reads one count per jest project and one per browser config', () => {
    write({ jest: { web: 10, 'admin-api': 4 }, browser: 5, production: 3 });
    expect(readMinimumCounts(root, ['web', 'admin-api'])).toMatchObject({
      jest: { web: 10, 'admin-api': 4 },
      browser: 5,
      production: 3,
    });
  });

  it('refuses a count that is missing or not a whole number', () => {
    write({ jest: { web: 10 }, browser: '5', production: 3 });
    expect(() => readMinimumCounts(root, ['web'])).toThrow(
      `${MINIMUMS_FILE}: "browser" must be a whole number.`,
    );
  });

  it('refuses a jest project without a count, naming it', () => {
    write({ jest: { web: 10 }, browser: 5, production: 3 });
    expect(() => readMinimumCounts(root, ['web', 'admin-api'])).toThrow(
      `${MINIMUMS_FILE}: "jest"."admin-api" must be a whole number (the jest project's fewest tests).`,
    );
  });

  it('refuses a count for a project jest no longer has: the project was lost', () => {
    write({ jest: { web: 10, 'admin-api': 4 }, browser: 5, production: 3 });
    expect(() => readMinimumCounts(root, ['web'])).toThrow(
      `${MINIMUMS_FILE}: "jest"."admin-api" names no project of jest.config.js: a project was lost or renamed.`,
    );
  });
});
