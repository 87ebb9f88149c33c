// What one test runner's exit code and JSON report add up to. A step passes only when the runner
// exited 0, every test it ran passed, nothing was skipped, focused or expected to fail, nothing
// failed outside a test (a file that did not load, a failed global setup, an afterAll hook) and it
// ran at least the expected number of tests: a run that quietly lost tests must not end "0 failed".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface StepResult {
  name: string;
  passed: number;
  failed: number;
  /** Why the step failed beyond its failed tests, one line each (counted in `failed`). */
  problems?: string[];
  /** Worth reading, not a failure. */
  notes?: string[];
}

/** Where the minimum test counts live, named in the message that asks to change them. */
export const MINIMUMS_FILE = 'packages/repo-checks/src/testMinimums.json';

/**
 * The fewest tests each jest project (by its displayName) and each Playwright config may run: one
 * number per project, so a lost project cannot hide behind tests added elsewhere.
 */
export interface MinimumCounts {
  jest: Record<string, number>;
  browser: number;
  production: number;
}

const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

/** The minimums, checked against the jest projects that exist (each needs one, none left over). */
export function readMinimumCounts(repoRoot: string, jestProjects: readonly string[]): MinimumCounts {
  const minimums = JSON.parse(readFileSync(join(repoRoot, MINIMUMS_FILE), 'utf8')) as Partial<MinimumCounts>;
  for (const step of ['browser', 'production'] as const) {
    if (!isCount(minimums[step])) throw new Error(`${MINIMUMS_FILE}: "${step}" must be a whole number.`);
  }
  const jest = minimums.jest ?? {};
  for (const project of jestProjects) {
    if (!isCount(jest[project]))
      throw new Error(
        `${MINIMUMS_FILE}: "jest"."${project}" must be a whole number (the jest project's fewest tests).`,
      );
  }
  for (const project of Object.keys(jest)) {
    if (!jestProjects.includes(project))
      throw new Error(
        `${MINIMUMS_FILE}: "jest"."${project}" names no project of jest.config.js: a project was lost or renamed.`,
      );
  }
  return minimums as MinimumCounts;
}

/** The parts of `jest --json` this reads. */
export interface JestReport {
  testResults: {
    name: string;
    /** 'failed' also when the file did not load or a hook outside any test threw. */
    status: string;
    message: string;
    /** `failing` is set for `it.failing`, which passes when its body throws. */
    assertionResults: { fullName: string; status: string; failing?: boolean }[];
  }[];
}

/** The parts of Playwright's JSON reporter this reads. */
export interface PlaywrightReport {
  /** Errors outside any test: a spec that fails to load, a failed global setup, a forbidden `.only`. */
  errors: { message?: string }[];
  suites: PlaywrightSuite[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs: {
    title: string;
    file: string;
    /** `expectedStatus` is 'failed' for `test.fail`, 'skipped' for `test.skip`/`test.fixme`. */
    tests: { status: 'expected' | 'unexpected' | 'flaky' | 'skipped'; expectedStatus?: string }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface Tally {
  passed: number;
  failed: number;
  /** Tests reported neither passed nor failed (skipped, todo, pending, focused), by name. */
  notRun: string[];
  /** Tests that pass by failing (`it.failing`, `test.fail`), by name. */
  expectedToFail: string[];
  /** Failures outside tests, one line each. */
  outside: string[];
}

const firstLine = (text: string | undefined) => (text ?? '').trim().split('\n')[0] || '(no message)';

function tallyJest(report: JestReport): Tally {
  const tally: Tally = { passed: 0, failed: 0, notRun: [], expectedToFail: [], outside: [] };
  for (const file of report.testResults) {
    let failedTests = 0;
    for (const test of file.assertionResults) {
      if (test.failing) tally.expectedToFail.push(test.fullName);
      if (test.status === 'passed') tally.passed += 1;
      else if (test.status === 'failed') failedTests += 1;
      else tally.notRun.push(`${test.fullName} (${test.status})`);
    }
    tally.failed += failedTests;
    // A file that failed with no failed test: it did not load, or a hook outside the tests threw.
    if (file.status === 'failed' && failedTests === 0)
      tally.outside.push(`${file.name}: ${firstLine(file.message.replace(/\u001b\[[0-9;]*m/g, ''))}`);
  }
  return tally;
}

function tallyPlaywright(report: PlaywrightReport): Tally {
  const tally: Tally = { passed: 0, failed: 0, notRun: [], expectedToFail: [], outside: [] };
  const visit = (suite: PlaywrightSuite, path: string[]) => {
    const titles = suite.title && suite.title !== suite.file ? [...path, suite.title] : path;
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        const name = [spec.file, ...titles, spec.title].join(' › ');
        if (test.expectedStatus === 'failed' || test.expectedStatus === 'timedOut')
          tally.expectedToFail.push(name);
        if (test.status === 'expected') tally.passed += 1;
        else if (test.status === 'skipped') tally.notRun.push(`${name} (skipped)`);
        // A flaky test failed once: with retries it would pass, and the failure would hide.
        else tally.failed += 1;
      }
    }
    for (const child of suite.suites ?? []) visit(child, titles);
  };
  report.suites.forEach((suite) => visit(suite, []));
  tally.outside = report.errors.map((error) => `outside any test: ${firstLine(error.message)}`);
  return tally;
}

/**
 * One step's result from its runner's exit code and report (undefined when it wrote none). Every
 * reason to fail that is not a failed test becomes a problem line and counts as one failure.
 * `minimumKey` is where `minimum` stands in the minimums file (`"jest"."web"`, `"browser"`); null
 * for a section's run, which needs one test and has no minimum to raise.
 */
export function judgeStep(
  name: string,
  exitCode: number,
  report: { kind: 'jest'; report: JestReport } | { kind: 'browser'; report: PlaywrightReport } | undefined,
  minimum: number,
  minimumKey: string | null,
): StepResult {
  if (!report) {
    return { name, passed: 0, failed: 1, problems: [`${name} wrote no report (exit code ${exitCode})`] };
  }
  const tally = report.kind === 'jest' ? tallyJest(report.report) : tallyPlaywright(report.report);
  const problems = [
    ...tally.outside,
    ...tally.notRun.map((test) => `not run: ${test}; a skipped or focused test hides what it tests`),
    ...tally.expectedToFail.map(
      (test) => `expected to fail: ${test}; it passes while what it tests is broken (it.failing, test.fail)`,
    ),
  ];
  const ran = tally.passed + tally.failed;
  if (ran < minimum) {
    problems.push(
      minimumKey === null
        ? `${name} ran no test: the paths it was given hold none`
        : `${name} ran ${ran} tests, fewer than the ${minimum} expected: a file or a test stopped being ` +
            `found. If tests were removed on purpose, lower ${minimumKey} in ${MINIMUMS_FILE}.`,
    );
  }
  if (exitCode !== 0 && tally.failed === 0 && problems.length === 0) {
    problems.push(`${name} exited with code ${exitCode} though its report shows no failure`);
  }
  const failed = tally.failed + problems.length;
  // A minimum far below the real count would let tests vanish unnoticed.
  const notes =
    failed === 0 && ran > minimum && minimumKey !== null
      ? [`raise ${minimumKey} in ${MINIMUMS_FILE} from ${minimum} to ${ran} to guard the new tests`]
      : [];
  return { name, passed: tally.passed, failed, problems, notes };
}
