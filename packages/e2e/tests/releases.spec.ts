// A section's releases: published side by side, promoted, rolled back in seconds without a build,
// a canary for named accounts, a broken candidate's fallback (docs/deploying.md).
import { distDir, REPO_ROOT } from '@portal/launcher';
import type { Page } from '@playwright/test';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BAD_RELEASE_ERROR,
  buildBadCouponsRelease,
  publishedId,
  expectPublishPromoteRollBack,
  publishServedCoupons,
  sectionCells,
} from '../src/releaseLoop';
import { releaseCommand, restoringLiveReleases } from '../src/releases';
import { expect, test } from './fixtures';

const BUILD_TIMEOUT_MS = 8 * 60_000;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Requests the page makes under /releases/<section>/<release>/. */
function releaseRequests(page: Page, section: string, id: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(`/releases/${section}/${id}/`)) seen.push(request.url());
  });
  return seen;
}

test('a bad release is promoted, shows in the health view, and one command rolls it back without a build; as a canary it falls back to live', async ({
  browser,
  adminSession,
  adminStorageState,
  pageErrors,
}) => {
  test.setTimeout(BUILD_TIMEOUT_MS + 3 * 60_000);
  // A unique version: the health view keeps what earlier runs reported.
  const version = `1.0.1-bad.${Date.now()}`;
  const bad = await buildBadCouponsRelease(version);
  // React reports what the section's error boundary caught; the test checks the screen instead.
  pageErrors.allowConsoleErrors(BAD_RELEASE_ERROR);
  // A context of its own, not the warm one: the loop installs a clock in it.
  const context = await browser.newContext({ storageState: adminStorageState });
  const page = await context.newPage();
  try {
    await restoringLiveReleases(async () => {
      const rollbackMs = await expectPublishPromoteRollBack(page, releaseCommand, {
        dist: bad.dist,
        version,
      });
      test.info().annotations.push({
        type: 'rollback to a reloaded page on the old release',
        description: `${rollbackMs} ms`,
      });
      console.log(`Rollback command to a reloaded page running the old release: ${rollbackMs} ms`);
    });
    // The same bad build as this person's canary: it throws on its first render, so the page runs
    // the live release instead, and the health view files its load and its error under its version.
    await restoringLiveReleases(async () => {
      const candidate = (await releaseCommand(['list', 'coupons']))
        .split(/\s+/)
        .find((word) => word.startsWith(`${version}-`));
      expect(candidate).toBeDefined();
      await releaseCommand(['canary', 'coupons', candidate!, '--accounts', adminSession.user.id]);
      await page.goto('/app/coupons');
      await expect(heading(page, 'Coupons')).toBeVisible();
      await expect(page.getByRole('table', { name: 'Coupons' }).locator('tbody tr').first()).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Settings' })
        .click();
      await expect(sectionCells(page, 'coupons').nth(5)).toHaveText('loaded');
      await expect(sectionCells(page, 'coupons').nth(6)).toHaveText('live (canary failed)');
      const health = page
        .getByRole('table', { name: 'Section health' })
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: candidate!, exact: true }) })
        .getByRole('cell');
      // Loads, errors and fallbacks of the candidate (the earlier promotion reported some too).
      await expect(async () => {
        await page.clock.fastForward(10_000);
        await expect(health.nth(2)).not.toHaveText('0', { timeout: 1_000 });
        await expect(health.nth(7)).not.toHaveText('0', { timeout: 1_000 });
      }).toPass({ timeout: 60_000 });
    });
  } finally {
    await context.close();
    bad.cleanUp();
  }
});

test('a canary reaches exactly the accounts it names; everyone else runs the live release', async ({
  adminPage: page,
  adminSession,
  portal,
}) => {
  const candidate = await publishServedCoupons(releaseCommand);
  const candidateUrl = `${portal.shellUrl}/releases/coupons/${candidate}/mf-manifest.json`;
  const liveUrl = `${portal.remoteUrl('coupons')}/mf-manifest.json`;
  await restoringLiveReleases(async () => {
    const requests = releaseRequests(page, 'coupons', candidate);
    // Another account is named: this one stays on the live release, and never asks for the candidate.
    await releaseCommand([
      'canary',
      'coupons',
      candidate,
      '--accounts',
      '00000000-0000-4000-8000-000000000000',
    ]);
    await page.goto('/app/coupons');
    await expect(heading(page, 'Coupons')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
    await expect(sectionCells(page, 'coupons').nth(1)).toHaveText(liveUrl);
    await expect(sectionCells(page, 'coupons').nth(6)).toHaveText('live');
    expect(requests).toEqual([]);

    // Named: the candidate, from the first request on.
    await releaseCommand(['canary', 'coupons', candidate, '--accounts', adminSession.user.id]);
    await page.goto('/app/coupons');
    await expect(heading(page, 'Coupons')).toBeVisible();
    expect(requests[0]).toBe(candidateUrl);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
    await expect(sectionCells(page, 'coupons').nth(1)).toHaveText(candidateUrl);
    await expect(sectionCells(page, 'coupons').nth(5)).toHaveText('loaded');
    await expect(sectionCells(page, 'coupons').nth(6)).toHaveText('canary');
    // Every other section runs its live release.
    await expect(sectionCells(page, 'users').nth(6)).toHaveText('live');
  });
});

test('a candidate that fails to load falls back to the live release for that person', async ({
  adminPage: page,
  adminSession,
  pageErrors,
  portal,
}) => {
  // A broken upload: the build's manifest with a version of its own, its entry script missing.
  const broken = join(REPO_ROOT, '.data', `e2e-broken-release-${process.pid}`);
  rmSync(broken, { recursive: true, force: true });
  cpSync(distDir('mfe-coupons'), broken, { recursive: true });
  const manifestFile = join(broken, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  manifest.metaData.buildInfo.buildVersion = `0.0.1-broken.${Date.now()}`;
  writeFileSync(manifestFile, JSON.stringify(manifest));
  for (const file of ['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz'])
    rmSync(join(broken, file), { force: true });
  try {
    const candidate = publishedId(await releaseCommand(['publish', 'coupons', '--dist', broken]));
    pageErrors.allowFailedLoadsFrom(`${portal.shellUrl}/releases/coupons/${candidate}/`);
    await restoringLiveReleases(async () => {
      const requests = releaseRequests(page, 'coupons', candidate);
      await releaseCommand(['canary', 'coupons', candidate, '--accounts', adminSession.user.id]);
      await page.goto('/app/coupons');
      await expect(heading(page, 'Coupons')).toBeVisible();
      await expect(page.getByRole('table', { name: 'Coupons' }).locator('tbody tr').first()).toBeVisible();
      expect(requests.length).toBeGreaterThan(0);
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Settings' })
        .click();
      await expect(sectionCells(page, 'coupons').nth(1)).toHaveText(
        `${portal.remoteUrl('coupons')}/mf-manifest.json`,
      );
      await expect(sectionCells(page, 'coupons').nth(5)).toHaveText('loaded');
      await expect(sectionCells(page, 'coupons').nth(6)).toHaveText('live (canary failed)');
    });
  } finally {
    rmSync(broken, { recursive: true, force: true });
  }
});
