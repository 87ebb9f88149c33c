// A squad ships a new section with its own data, through the section's public extension points
// only: `npm run new-section` writes its remote and its API module in a copy of the project; only
// that remote is built, the copy's API serves its endpoint, the running portal's config names the
// section, and the portal, whose shell is neither rebuilt nor restarted, serves it after a reload.
import { startApiProcess, type ApiProcess } from '@portal/admin-api';
import { distDir, portalConfigFileFor, serveApp } from '@portal/launcher';
import type { Page } from '@playwright/test';
import { readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildIn, copyWithNewSection, hashTree, withPortalConfig } from '../src/deploy';
import { basePort, shellUrl } from '../src/ports';
import { sessionEntries, signInThroughStandIn } from '../src/signIn';
import { expect, test } from './fixtures';

const BUILD_TIMEOUT_MS = 8 * 60_000;
const SKEW_TEXT = 'This section needs a newer portal version';
const FIRST_PAGE = 'limit=25&offset=0';
const BY_TOTAL = `${FIRST_PAGE}&sort=total&order=asc`;

/** The generated list's rows as its API answers them (packages/admin-api/src/sections/<name>/). */
interface GeneratedList {
  rows: { number: string | null }[];
  total: number;
}

const reportsTable = (page: Page) => page.getByRole('table', { name: 'Reports' });
const numberCells = (page: Page) => reportsTable(page).locator('tbody tr td:nth-child(1)');
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test('a new section with its own endpoint ships with its remote and the API alone: the running shell serves it after a reload', async ({
  adminPage: page,
  pageErrors,
}) => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  pageErrors.watch(page);
  const shellBefore = hashTree(distDir('shell'));

  await page.goto('/app');
  await expect(mainMenu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Reports' })).toHaveCount(0);

  const copy = copyWithNewSection('reports');
  let api: ApiProcess | undefined;
  try {
    const registered = JSON.parse(
      readFileSync(join(copy.root, 'packages/registry/src/registry.json'), 'utf8'),
    ) as { sections: { name: string; icon: string }[] };
    const { icon } = registered.sections.find((section) => section.name === 'reports')!;
    // The API copy runs from source on an in-memory, freshly seeded database; then one remote build.
    api = await startApiProcess(
      { PORT: '0', HOST: '127.0.0.1', PORTAL_URL: shellUrl, DATA_DIR: 'memory://', SEED_SCALE: 'small' },
      join(copy.api, 'src/main.ts'),
    );
    await buildIn(copy.remote);
    const remote = await serveApp({
      root: join(copy.remote, 'dist'),
      port: 0,
      host: '127.0.0.1',
      allowedOrigin: shellUrl,
      portalConfigFile: portalConfigFileFor(basePort),
    });
    const remoteUrl = `http://localhost:${(remote.server.address() as AddressInfo).port}`;
    // The new API's session for the same staff account, as signing in there would store it.
    const account = await signInThroughStandIn(api.url, shellUrl, 'admin@example.com');
    const apiUrl = api.url;
    /** The numbers column of the new API's answer to `query`, as the list writes it. */
    const numbersFor = async (query: string) => {
      const response = await fetch(`${apiUrl}/admin/reports?${query}`, {
        headers: { Authorization: `Bearer ${account.token}` },
      });
      expect(response.status).toBe(200);
      const { rows } = (await response.json()) as GeneratedList;
      expect(rows.length).toBeGreaterThan(0);
      return rows.map((row) => row.number ?? '—');
    };
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${apiUrl}/admin/reports?`)) {
        listRequests.push(new URL(request.url()).search);
      }
    });

    try {
      await withPortalConfig(
        (config) => ({
          ...config,
          apiUrl,
          sections: [
            ...config.sections,
            {
              name: 'reports',
              label: 'Reports',
              icon,
              basePath: '/app/reports',
              manifestUrl: `${remoteUrl}/mf-manifest.json`,
            },
          ],
        }),
        async () => {
          await page.evaluate((entries) => {
            for (const { name, value } of entries) localStorage.setItem(name, value);
          }, sessionEntries(account));
          await page.reload();

          await mainMenu(page).getByRole('link', { name: 'Reports' }).click();
          await expect(page).toHaveURL('/app/reports');
          await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
          await expect(page.getByText(SKEW_TEXT)).toHaveCount(0);
          await expect(numberCells(page)).toHaveText(await numbersFor(FIRST_PAGE));

          // The header sorts through the section's own endpoint, as that endpoint sorts.
          await reportsTable(page).getByRole('button', { name: 'Total' }).click();
          await expect(page).toHaveURL('/app/reports?sort=total&order=asc');
          await expect(numberCells(page)).toHaveText(await numbersFor(BY_TOTAL));
          expect(listRequests).toEqual([`?${FIRST_PAGE}`, `?${BY_TOTAL}`]);

          await mainMenu(page).getByRole('link', { name: 'Settings' }).click();
          const reportsRow = page
            .getByRole('table', { name: 'Sections' })
            .getByRole('row')
            .filter({ has: page.getByRole('cell', { name: 'reports', exact: true }) });
          await expect(reportsRow.getByRole('cell').nth(5)).toHaveText('loaded');
        },
      );
    } finally {
      // The page leaves first, as in deploy.spec.ts: the open page read the section's manifest
      // after its server closed (a refused connection in the console, red for nothing).
      await page.goto('about:blank');
      await remote.close();
    }
    expect(hashTree(distDir('shell'))).toBe(shellBefore);
  } finally {
    await api?.stop();
    rmSync(copy.root, { recursive: true, force: true });
  }
});
