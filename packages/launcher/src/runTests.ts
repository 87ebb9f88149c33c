import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';
import {
  judgeStep,
  readMinimumCounts,
  type JestReport,
  type MinimumCounts,
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

async function checkStep(name: string, command: string, args: string[]): Promise<StepResult> {
  console.log(`\n== ${name}`);
  const code = await run(command, args);
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

async function jestStep(minimums: MinimumCounts): Promise<StepResult> {
  console.log('\n== unit and API tests (jest)');
  const output = join(reportDir, 'jest.json');
  rmSync(output, { force: true });
  const code = await run('npx', ['jest', '--ci', '--json', `--outputFile=${output}`]);
  const report = readReport<JestReport>(output);
  return judgeStep('jest', code, report && { kind: 'jest', report }, minimums.jest);
}

/** A Playwright run (`npm run <script>`), judged from its JSON report. */
async function browserStep(
  name: string,
  script: string,
  step: 'browser' | 'production',
  minimums: MinimumCounts,
): Promise<StepResult> {
  console.log(`\n== ${name}`);
  const output = join(reportDir, `playwright-${step}.json`);
  rmSync(output, { force: true });
  const code = await run('npm', ['run', script, '--', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  const report = readReport<PlaywrightReport>(output);
  return judgeStep(step, code, report && { kind: 'browser', report }, minimums[step]);
}

/** `npm test`: type check, lint, unit + API tests, browser tests; one closing line for CI. */
export async function runAllTests(): Promise<number> {
  mkdirSync(reportDir, { recursive: true });
  const minimums = readMinimumCounts(REPO_ROOT);
  const results = [
    await checkStep('type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
    await checkStep('lint', 'npx', ['eslint', '.']),
    await checkStep('format', 'npx', ['prettier', '--check', '.']),
    await checkStep('shared package surfaces', 'npm', ['run', '--silent', 'surface:check']),
    await checkStep('docs (links, anchors, paths, scripts)', 'npm', ['run', '--silent', 'docs:check']),
    await jestStep(minimums),
    await browserStep('browser tests (Playwright, Chromium)', 'test:e2e', 'browser', minimums),
    await browserStep(
      'production topology (nginx, two API processes, PostgreSQL)',
      'test:production',
      'production',
      minimums,
    ),
  ];
  console.log('\n== summary');
  for (const result of results) {
    console.log(`  ${result.name}: ${result.passed} passed, ${result.failed} failed`);
    for (const problem of result.problems ?? []) console.log(`    ${problem}`);
    for (const note of result.notes ?? []) console.log(`    note: ${note}`);
  }
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}
