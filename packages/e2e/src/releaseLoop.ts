// A squad's whole release loop on a running portal, as the browser sees it: the same steps under
// `npm start` (tests/releases.spec.ts) and under the production topology (production/topology.spec.ts).
import { distDir, REPO_ROOT } from '@portal/launcher';
import { expect, type Page } from '@playwright/test';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildIn, copyRemote, editCopy, hashTree } from './deploy';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The cells of one section's row on /settings: Section, Manifest URL, Version, Commit, Built, State, Release. */
export const sectionCells = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Sections' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) })
    .getByRole('cell');

/** The release a `release publish` printed ("Published coupons 1.0.0-abc1234 ..."). */
export function publishedId(output: string): string {
  const id = /^Published \S+ (\S+) /.exec(output)?.[1];
  if (!id) throw new Error(`No release in: ${output}`);
  return id;
}

/** The release id of the build served for `appDir` (`<version>-<commit>` of its manifest). */
export function servedReleaseId(appDir: string): string {
  const manifest = JSON.parse(readFileSync(join(distDir(appDir), 'mf-manifest.json'), 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string; commit: string } };
  };
  return `${manifest.metaData.buildInfo.buildVersion}-${manifest.metaData.buildInfo.commit}`;
}

/** Publishes the served build of Coupons unless the releases root has it already; its release id. */
export async function publishServedCoupons(release: (args: string[]) => Promise<string>): Promise<string> {
  const listed = await release(['list', 'coupons']);
  const id = servedReleaseId('mfe-coupons');
  if (!listed.split('\n').some((line) => line.split(/\s+/)[1] === id)) await release(['publish', 'coupons']);
  return id;
}

/** The message the bad release throws while it renders. */
export const BAD_RELEASE_ERROR = /A bad release of Coupons/;

/**
 * A squad's bad release of Coupons: its copy of the section, changed to throw when it renders,
 * built (elsewhere than the served build) with its own version. `cleanUp` removes the copy.
 */
export async function buildBadCouponsRelease(version: string) {
  const copy = copyRemote('mfe-coupons', 'bad-release');
  editCopy(
    join(copy, 'src', 'Section.tsx'),
    'export default function Section() {\n',
    "export default function Section() {\n  if (Date.now() > 0) throw new TypeError('A bad release of Coupons');\n",
  );
  await buildIn(copy, { PORTAL_APP_VERSION: version });
  return { dist: join(copy, 'dist'), cleanUp: () => rmSync(dirname(copy), { recursive: true, force: true }) };
}

const packageVersion = (dir: string) =>
  (JSON.parse(readFileSync(join(REPO_ROOT, dir, 'package.json'), 'utf8')) as { version: string }).version;

async function reloadFromNotice(page: Page) {
  // The open page learns of it when the window gets focus again, and reloads only when asked.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const notice = page.getByRole('status').filter({ hasText: 'Coupons has been updated' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Reload' }).click();
}

/**
 * Publishes the served build of Coupons and `bad` (a built release), promotes the first, then the
 * bad one (the open page says so; after Reload it shows the section's error, and the health view
 * its error count), then rolls back with one command: the page says so again and, after Reload,
 * runs the first release. Neither the shell nor the served section is rebuilt. Resolves the time
 * from the rollback command to a page running the first release again, in milliseconds.
 */
export async function expectPublishPromoteRollBack(
  page: Page,
  release: (args: string[]) => Promise<string>,
  bad: { dist: string; version: string },
): Promise<number> {
  const builds = [distDir('shell'), distDir('mfe-coupons')].map(hashTree);
  const first = await publishServedCoupons(release);
  const second = publishedId(await release(['publish', 'coupons', '--dist', bad.dist]));

  await release(['promote', 'coupons', first]);
  // The page's own clock, running as usual, so the test can jump the health report's waits below.
  // It stays installed in the page's context: give this function a context of its own.
  await page.clock.install();
  await page.goto('/app/coupons');
  await expect(heading(page, 'Coupons')).toBeVisible();

  await release(['promote', 'coupons', second]);
  await reloadFromNotice(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The Coupons section could not be loaded.' }),
  ).toBeVisible();

  await mainMenu(page).getByRole('link', { name: 'Settings' }).click();
  await expect(sectionCells(page, 'coupons').nth(2)).toHaveText(bad.version);
  await expect(sectionCells(page, 'coupons').nth(6)).toHaveText('live');
  // Its pages report it: a batch leaves 10 s after its first event and the view asks every 10 s.
  // The page's clock jumps those 10 s (the same timers fire) until the view shows the errors.
  const health = page
    .getByRole('table', { name: 'Section health' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: second, exact: true }) })
    .getByRole('cell');
  await expect(async () => {
    await page.clock.fastForward(10_000);
    await expect(health.nth(0)).toHaveText('coupons', { timeout: 1_000 });
    await expect(health.nth(6)).not.toHaveText('0', { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });

  await mainMenu(page).getByRole('link', { name: 'Coupons' }).click();
  const started = Date.now();
  await release(['rollback', 'coupons']);
  await reloadFromNotice(page);
  await expect(heading(page, 'Coupons')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Coupons' }).locator('tbody tr').first()).toBeVisible();
  const rollbackMs = Date.now() - started;

  await mainMenu(page).getByRole('link', { name: 'Settings' }).click();
  await expect(sectionCells(page, 'coupons').nth(2)).toHaveText(packageVersion('mfe-coupons'));
  await expect(sectionCells(page, 'coupons').nth(5)).toHaveText('loaded');
  expect([distDir('shell'), distDir('mfe-coupons')].map(hashTree)).toEqual(builds);
  return rollbackMs;
}
