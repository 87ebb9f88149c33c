// What the release tests do as a squad would: `npm run release -- ...` against the running portal,
// with a releases root of the test run's own.
import { portalConfigFileFor, REPO_ROOT } from '@portal/launcher';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { basePort } from './ports';

const run = promisify(execFile);

/** The releases root of the browser tests' portal (served at /releases/), emptied at each run's start. */
export const releasesRoot = join(REPO_ROOT, '.data', `e2e-${basePort}-releases`);

/** The releases root of the production topology's browser tests (its webServer's PORTAL_RELEASES_DIR). */
export const productionReleasesRoot = join(REPO_ROOT, '.data', 'production-e2e-releases');

/**
 * `npm run release -- <args>` against `portal` (default: the browser tests' portal and releases
 * root); resolves its output, rejects with its error text.
 */
export async function releaseCommand(
  args: string[],
  { env = { PORTAL_RELEASES_DIR: releasesRoot }, portal = ['--portal', String(basePort)] } = {},
): Promise<string> {
  const { stdout } = await run(
    join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
    [join(REPO_ROOT, 'packages/delivery/src/cli/release.ts'), ...args, ...portal],
    { cwd: REPO_ROOT, env: { ...process.env, ...env } },
  );
  return stdout.trim();
}

/** Runs `work`, then puts back the portal's config and its history of live changes as they were. */
export async function restoringLiveReleases<T>(
  work: () => Promise<T>,
  configFile = portalConfigFileFor(basePort),
) {
  const historyFile = configFile.replace(/\.json$/, '.history.json');
  const config = readFileSync(configFile, 'utf8');
  const history = existsSync(historyFile) ? readFileSync(historyFile, 'utf8') : null;
  try {
    return await work();
  } finally {
    writeFileSync(configFile, config);
    if (history === null) rmSync(historyFile, { force: true });
    else writeFileSync(historyFile, history);
  }
}
