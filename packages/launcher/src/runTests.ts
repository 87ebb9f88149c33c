import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

interface StepResult {
  name: string;
  passed: number;
  failed: number;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const reportDir = join(REPO_ROOT, 'test-results');

async function checkStep(name: string, command: string, args: string[]): Promise<StepResult> {
  console.log(`\n== ${name}`);
  const code = await run(command, args);
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

async function jestStep(): Promise<StepResult> {
  console.log('\n== unit and API tests (jest)');
  const output = join(reportDir, 'jest.json');
  rmSync(output, { force: true });
  const code = await run('npx', ['jest', '--ci', '--json', `--outputFile=${output}`]);
  if (!existsSync(output)) return { name: 'jest', passed: 0, failed: Math.max(code, 1) };
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
  };
  return {
    name: 'jest',
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
  };
}

async function browserStep(): Promise<StepResult> {
  console.log('\n== browser tests (Playwright, Chromium)');
  const output = join(reportDir, 'playwright.json');
  rmSync(output, { force: true });
  const code = await run('npm', ['run', 'test:e2e', '--', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  if (!existsSync(output)) return { name: 'browser', passed: 0, failed: Math.max(code, 1) };
  const { stats } = JSON.parse(readFileSync(output, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  return { name: 'browser', passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

/** `npm test`: type check, lint, unit + API tests, browser tests; one closing line for CI. */
export async function runAllTests(): Promise<number> {
  mkdirSync(reportDir, { recursive: true });
  const results = [
    await checkStep('type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
    await checkStep('lint', 'npx', ['eslint', '.']),
    await checkStep('format', 'npx', ['prettier', '--check', '.']),
    await jestStep(),
    await browserStep(),
    await checkStep('production topology (nginx, two API processes, PostgreSQL)', 'npm', [
      'run',
      'test:production',
    ]),
  ];
  console.log('\n== summary');
  for (const result of results)
    console.log(`  ${result.name}: ${result.passed} passed, ${result.failed} failed`);
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}
