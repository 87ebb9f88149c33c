import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { REMOTES } from '@portal/registry/apps';
import { REPO_ROOT } from './paths';
import {
  judgeStep,
  readMinimumCounts,
  type JestReport,
  type PlaywrightReport,
  type StepResult,
} from './testReports';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
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
function checkStep({ name, command, args }: Check): Promise<StepResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n== ${name}\n${Buffer.concat(output).toString()}`);
      resolve({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 });
    });
  });
}

/**
 * The checks two at a time: each is mostly one busy thread (tsc, eslint, prettier, API Extractor),
 * so two share two cores (type check and lint: 75 s one after the other, 54 s side by side, 28 Nov
 * 2026, quiet). Results keep the order given.
 */
async function runChecks(checks: Check[], lanes = Math.min(2, availableParallelism())) {
  const results: (StepResult & { seconds: number })[] = [];
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < checks.length; index = next++) {
      results[index] = await timed(() => checkStep(checks[index]!));
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
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

/**
 * One jest project, judged from its JSON report against its minimum (a section's run passes paths).
 * Workers: one per core; jest's default leaves one idle.
 */
async function jestStep(project: string, minimum: StepMinimum, paths: string[] = []): Promise<StepResult> {
  console.log(`\n== jest ${project}`);
  const output = join(reportDir, `jest-${project}.json`);
  rmSync(output, { force: true });
  const code = await run('npx', [
    'jest',
    '--ci',
    '--json',
    `--outputFile=${output}`,
    `--maxWorkers=${availableParallelism()}`,
    '--selectProjects',
    project,
    ...(paths.length > 0 ? ['--', ...paths] : []),
  ]);
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
  console.log(`\n== ${name}`);
  const output = join(reportDir, `playwright-${step}.json`);
  rmSync(output, { force: true });
  const code = await run('npm', ['run', script, '--', '--reporter=list,json', ...specs], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  const report = readReport<PlaywrightReport>(output);
  const least = minimumOf(minimum, `"${step}"`);
  return judgeStep(step, code, report && { kind: 'browser', report }, least.count, least.key);
}

/** `npm test`: type check, lint, unit + API tests, browser tests; one closing line for CI. */
export async function runAllTests(): Promise<number> {
  mkdirSync(reportDir, { recursive: true });
  const minimums = readMinimumCounts(REPO_ROOT, jestProjects());
  const results = await runChecks([
    TYPE_CHECK,
    { name: 'lint', command: 'npx', args: ['eslint', '.'] },
    { name: 'format', command: 'npx', args: ['prettier', '--check', '.'] },
    SURFACE_CHECK,
    {
      name: 'docs (links, anchors, paths, scripts)',
      command: 'npm',
      args: ['run', '--silent', 'docs:check'],
    },
  ]);
  for (const project of jestProjects()) {
    results.push(await timed(() => jestStep(project, { count: minimums.jest[project]! })));
  }
  results.push(
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
  );
  return summarise(results);
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
  results.push(await timed(() => jestStep('web', 'section', [section.dir])));
  if (folders.length > 1) {
    results.push(await timed(() => jestStep('admin-api', 'section', [apiFolder])));
    results.push(await timed(() => jestStep('admin-api-postgres', 'section', [apiFolder])));
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
