import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { speedTricksOff } from '@portal/build/speed';
import { REMOTES } from '@portal/registry/apps';
import { REPO_ROOT } from '@portal/launcher';
import { planJestProjects } from './testLanes';
import {
  judgeStep,
  MINIMUMS_FILE,
  readMinimumCounts,
  type JestReport,
  type PlaywrightReport,
  type StepResult,
} from './testReports';

/**
 * How a step's output reaches the terminal: as it comes (`live`), or held back and printed whole when
 * the step ends (`whole`), so a step that runs beside another never interleaves its lines with it.
 */
type Output = 'live' | 'whole';

function run(
  command: string,
  args: string[],
  { env = {}, output = 'live', heading }: { env?: NodeJS.ProcessEnv; output?: Output; heading: string },
): Promise<number> {
  if (output === 'live') console.log(`\n== ${heading}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      stdio: output === 'live' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('close', (code) => {
      if (output === 'whole') process.stdout.write(`\n== ${heading}\n${Buffer.concat(held).toString()}`);
      resolve(code ?? 1);
    });
  });
}

const reportDir = join(REPO_ROOT, 'test-results');

function readReport<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

/** Runs one step and notes how long it took (the summary prints it). */
async function timed(step: () => Promise<StepResult>): Promise<StepResult & { seconds: number }> {
  const started = Date.now();
  const result = await step();
  return { ...result, seconds: Math.round((Date.now() - started) / 1000) };
}

/** A check (type check, lint, ...) that passes when its command exits 0. */
interface Check {
  name: string;
  command: string;
  args: string[];
}

/** Runs a check with its output held back, then printed whole under its name (checks run side by side). */
async function checkStep({ name, command, args }: Check): Promise<StepResult> {
  const code = await run(command, args, { output: 'whole', heading: name });
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

/**
 * The checks `atOnce` at a time, two by default: each is mostly one busy thread (tsc, eslint,
 * prettier, API Extractor), so two share two cores (type check and lint: 75 s one after the other,
 * 54 s side by side, 28 Nov 2026, quiet). Results keep the order given.
 */
async function runChecks(checks: Check[], atOnce = Math.min(2, availableParallelism())) {
  const results: (StepResult & { seconds: number })[] = [];
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < checks.length; index = next++) {
      results[index] = await timed(() => checkStep(checks[index]!));
    }
  };
  await Promise.all(Array.from({ length: atOnce }, lane));
  return results;
}

const TYPE_CHECK: Check = {
  name: 'type check',
  command: 'npx',
  args: ['tsc', '--noEmit', '-p', 'tsconfig.json'],
};
const SURFACE_CHECK: Check = {
  name: 'shared package surfaces',
  command: 'npm',
  args: ['run', '--silent', 'surface:check'],
};

/** jest.config.js's projects, by displayName: each is a step of its own with its own minimum. */
function jestProjects(): string[] {
  const loadCommonJs = createRequire(__filename);
  const config = loadCommonJs(join(REPO_ROOT, 'jest.config.js')) as { projects: { displayName: string }[] };
  return config.projects.map((project) => project.displayName);
}

/**
 * What a test step must run: its minimum in testMinimums.json, or in a section's run (`section`)
 * one test, with no minimum to raise.
 */
type StepMinimum = { count: number } | 'section';

/** The count and minimums-file key `judgeStep` takes for a step whose minimum stands at `key`. */
const minimumOf = (minimum: StepMinimum, key: string): { count: number; key: string | null } =>
  minimum === 'section' ? { count: 1, key: null } : { count: minimum.count, key };

/** How a jest step shares the machine: alone (a worker per core, its output live) or beside the browser lane. */
interface JestRun {
  paths?: string[];
  /** Beside the browser lane: one worker, its output printed whole at its end. */
  beside?: boolean;
}

/**
 * One jest project, judged from its JSON report against its minimum (a section's run passes paths).
 * Workers: one per core (jest's default leaves one idle), or one beside the browser lane.
 */
async function jestStep(
  project: string,
  minimum: StepMinimum,
  { paths = [], beside = false }: JestRun = {},
): Promise<StepResult> {
  const output = join(reportDir, `jest-${project}.json`);
  rmSync(output, { force: true });
  const code = await run(
    'npx',
    [
      'jest',
      '--ci',
      '--json',
      `--outputFile=${output}`,
      `--maxWorkers=${beside ? 1 : availableParallelism()}`,
      '--selectProjects',
      project,
      ...(paths.length > 0 ? ['--', ...paths] : []),
    ],
    { output: beside ? 'whole' : 'live', heading: `jest ${project}` },
  );
  const report = readReport<JestReport>(output);
  const least = minimumOf(minimum, `"jest"."${project}"`);
  return judgeStep(`jest ${project}`, code, report && { kind: 'jest', report }, least.count, least.key);
}

/** A Playwright run (`npm run <script>`), judged from its JSON report. */
async function browserStep(
  name: string,
  script: string,
  step: 'browser' | 'production',
  minimum: StepMinimum,
  specs: string[] = [],
): Promise<StepResult> {
  const output = join(reportDir, `playwright-${step}.json`);
  rmSync(output, { force: true });
  const code = await run('npm', ['run', script, '--', '--reporter=list,json', ...specs], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    heading: name,
  });
  const report = readReport<PlaywrightReport>(output);
  const least = minimumOf(minimum, `"${step}"`);
  return judgeStep(step, code, report && { kind: 'browser', report }, least.count, least.key);
}

const CHECKS: Check[] = [
  TYPE_CHECK,
  { name: 'lint', command: 'npx', args: ['eslint', '.'] },
  { name: 'format', command: 'npx', args: ['prettier', '--check', '.'] },
  SURFACE_CHECK,
  {
    name: 'docs (links, anchors, paths, scripts)',
    command: 'npm',
    args: ['run', '--silent', 'docs:check'],
  },
];

/** What `npm test` runs and in which lane, for `npm test -- --help`: nothing is run. */
export function describeTestRun(): string {
  const { beside, alone } = planJestProjects(jestProjects(), !speedTricksOff().has('testLanes'));
  return [
    'usage: npm test [-- --section <name>]   every check and test, or what one section can affect',
    `checks:                        ${CHECKS.map((check) => check.name).join('; ')}`,
    `jest beside the browser lane:  ${beside.join(', ') || '(none: PORTAL_SPEED_OFF=testLanes)'}`,
    `jest alone, after it:          ${alone.join(', ')}`,
    'browser lane:                  browser tests (Playwright, Chromium), then the production topology',
    `minimums:                      ${MINIMUMS_FILE}`,
  ].join('\n');
}

/**
 * `npm test`: type check, lint, unit + API tests, browser tests; one closing line for CI. The browser
 * lane (browser tests, then the production topology's) runs beside the checks and the jest projects
 * that share nothing with it, then the other jest projects run alone (testLanes.ts).
 */
export async function runAllTests(): Promise<number> {
  mkdirSync(reportDir, { recursive: true });
  const projects = jestProjects();
  const minimums = readMinimumCounts(REPO_ROOT, projects);
  const lanes = !speedTricksOff().has('testLanes');
  const { beside, alone } = planJestProjects(projects, lanes);
  const jest = (project: string, besideLane: boolean) =>
    timed(() => jestStep(project, { count: minimums.jest[project]! }, { beside: besideLane }));

  const checksLane = async () => {
    // Beside the browser lane one check at a time (that lane keeps a core busy of its own), else two.
    const results = lanes ? await runChecks(CHECKS, 1) : await runChecks(CHECKS);
    for (const project of beside) results.push(await jest(project, true));
    return results;
  };
  const aloneJest = async () => {
    const results = [];
    for (const project of alone) results.push(await jest(project, false));
    return results;
  };
  const browserLane = async () => [
    await timed(() =>
      browserStep('browser tests (Playwright, Chromium)', 'test:e2e', 'browser', { count: minimums.browser }),
    ),
    await timed(() =>
      browserStep(
        'production topology (nginx, two API processes, PostgreSQL)',
        'test:production',
        'production',
        { count: minimums.production },
      ),
    ),
  ];

  if (!lanes) return summarise([...(await checksLane()), ...(await aloneJest()), ...(await browserLane())]);
  const [checksAndJest, browser] = await Promise.all([checksLane(), browserLane()]);
  return summarise([...checksAndJest, ...(await aloneJest()), ...browser]);
}

/**
 * A section's run (`npm test -- --section users`): what a change to that section can affect. The
 * whole type check (a section's types reach the shell through its exposed modules), lint and format
 * of its folders, the shared surfaces, its jest tests (its remote's, and its API routes' on both
 * engines) and its browser spec. Each test step must run at least one test.
 */
export async function runSectionTests(name: string): Promise<number> {
  const section = REMOTES.find((candidate) => candidate.name === name);
  if (!section) {
    const names = REMOTES.map((candidate) => candidate.name).join(', ');
    throw new Error(`--section: no section "${name}" (the registry has ${names})`);
  }
  mkdirSync(reportDir, { recursive: true });
  const apiFolder = `packages/admin-api/src/sections/${name}`;
  const folders = [section.dir, ...(existsSync(join(REPO_ROOT, apiFolder)) ? [apiFolder] : [])];
  const spec = `tests/${name}.spec.ts`;
  const results = await runChecks([
    TYPE_CHECK,
    { name: `lint ${folders.join(' ')}`, command: 'npx', args: ['eslint', ...folders] },
    { name: `format ${folders.join(' ')}`, command: 'npx', args: ['prettier', '--check', ...folders] },
    SURFACE_CHECK,
  ]);
  results.push(await timed(() => jestStep('web', 'section', { paths: [section.dir] })));
  if (folders.length > 1) {
    results.push(await timed(() => jestStep('admin-api', 'section', { paths: [apiFolder] })));
    results.push(await timed(() => jestStep('admin-api-postgres', 'section', { paths: [apiFolder] })));
  }
  if (existsSync(join(REPO_ROOT, 'packages/e2e', spec))) {
    results.push(
      await timed(() => browserStep(`browser tests (${spec})`, 'test:e2e', 'browser', 'section', [spec])),
    );
  }
  return summarise(results);
}

function summarise(results: (StepResult & { seconds: number })[]): number {
  console.log('\n== summary');
  for (const result of results) {
    console.log(`  ${result.name}: ${result.passed} passed, ${result.failed} failed (${result.seconds} s)`);
    for (const problem of result.problems ?? []) console.log(`    ${problem}`);
    for (const note of result.notes ?? []) console.log(`    note: ${note}`);
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}
