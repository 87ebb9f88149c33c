// A squad ships one section without touching the others. These tests rebuild and
// redeploy remotes while the portal runs, so each gets minutes rather than seconds.
import { distDir, portalConfigFileFor, REPO_ROOT, serveApp } from '@portal/launcher';
import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { buildIn, copyRemoteRequiring, hashTree, keepBuild, withRemoteManifest } from '../src/deploy';
import { basePort, shellUrl } from '../src/ports';
import { expect, test } from './fixtures';

const BUILD_TIMEOUT_MS = 8 * 60_000;
const NEW_VERSION = '9.9.9';
const apiPackage = JSON.parse(readFileSync(join(REPO_ROOT, 'packages/api/package.json'), 'utf8')) as {
  version: string;
};
/** The major after the @portal/api the shell runs: a remote that needs it must be refused. */
const NEXT_API_MAJOR = `^${Number(apiPackage.version.split('.')[0]) + 1}.0.0`;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const sectionRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Sections' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

test('a rebuilt section reaches an open portal: a notice, then the new version after Reload', async ({
  adminPage: page,
}) => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  const shellBefore = hashTree(distDir('shell'));
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT }).toString().trim();

  await page.goto('/app/coupons');
  await expect(heading(page, 'Coupons')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { stillSamePage: boolean }).stillSamePage = true));

  const putBackBuild = keepBuild(join(REPO_ROOT, 'mfe-coupons'));
  try {
    await buildIn(join(REPO_ROOT, 'mfe-coupons'), { PORTAL_APP_VERSION: NEW_VERSION });

    // The open page learns of it when the window gets focus again, and reloads only when asked.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const notice = page.getByRole('status').filter({ hasText: 'Coupons has been updated' });
    await expect(notice).toBeVisible();
    await expect(heading(page, 'Coupons')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(
      true,
    );

    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(heading(page, 'Coupons')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage),
    ).toBeUndefined();
    await expect(page.getByRole('table', { name: 'Coupons' }).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByText('Coupons has been updated')).toHaveCount(0);

    await mainMenu(page).getByRole('link', { name: 'Settings' }).click();
    const cells = sectionRow(page, 'coupons').getByRole('cell');
    await expect(cells.nth(2)).toHaveText(NEW_VERSION);
    await expect(cells.nth(3)).toHaveText(commit);
    await expect(cells.nth(4)).not.toHaveText(/^(…|—)$/);
    await expect(cells.nth(5)).toHaveText('loaded');
    // Another section, not rebuilt, keeps its package version.
    await expect(sectionRow(page, 'users').getByRole('cell').nth(2)).toHaveText('1.0.0');

    expect(hashTree(distDir('shell'))).toBe(shellBefore);
  } finally {
    // mfe-coupons/dist as it was: the other specs run the same build.
    await putBackBuild();
  }
});

test('a section built for a newer @portal/api major says so, and every other section works', async ({
  adminPage: page,
}) => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  const copy = copyRemoteRequiring('mfe-users', { '@portal/api': NEXT_API_MAJOR });
  try {
    await buildIn(copy);
    const server = await serveApp({
      root: join(copy, 'dist'),
      port: 0,
      host: '127.0.0.1',
      allowedOrigin: shellUrl,
      portalConfigFile: portalConfigFileFor(basePort),
    });
    const skewedUrl = `http://localhost:${(server.server.address() as AddressInfo).port}`;
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (/invalid hook call/i.test(message.text())) problems.push(message.text());
    });
    const skewedRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(skewedUrl)) skewedRequests.push(new URL(request.url()).pathname);
    });

    try {
      await withRemoteManifest('users', `${skewedUrl}/mf-manifest.json`, async () => {
        await page.goto('/app/users');
        const message = page
          .getByRole('alert')
          .filter({ hasText: 'This section needs a newer portal version' });
        await expect(message).toBeVisible();
        await expect(mainMenu(page)).toBeVisible();
        // Refused from its manifest: none of its code ran on this page. The manifest may be read
        // twice (the first wave's early start, then the section's own load after the refusal).
        expect([...new Set(skewedRequests)]).toEqual(['/mf-manifest.json']);

        for (const section of ['Dashboard', 'Activities', 'Organisations', 'Coupons']) {
          await mainMenu(page).getByRole('link', { name: section }).click();
          await expect(heading(page, section)).toBeVisible();
        }
        await mainMenu(page).getByRole('link', { name: 'Users' }).click();
        await expect(message).toBeVisible();

        await mainMenu(page).getByRole('link', { name: 'Settings' }).click();
        await expect(sectionRow(page, 'users').getByRole('cell').nth(5)).toHaveText('incompatible');
      });
    } finally {
      // The page leaves first: a watcher of the open page (/settings) reading the manifest after
      // the server closed logged a refused connection, red for nothing.
      await page.goto('about:blank');
      await server.close();
    }
    expect(problems).toEqual([]);
  } finally {
    rmSync(dirname(copy), { recursive: true, force: true });
  }
});
