// Byte budgets of a cold load, counted as the bench counts them (src/scriptTransfers.ts):
// the gzip bytes of JavaScript that crossed the wire. 1 KB = 1024 bytes, as in TOOLCHAIN.md.
import type { Browser, Page } from '@playwright/test';
import { SHARED_SINGLETONS } from '@portal/build';
import { GZIP_ONLY, recordScriptTransfers, totalBytes, type ScriptTransfer } from '../src/scriptTransfers';
import { loadedSharedCopies } from '../src/sharedCopies';
import { expect, test, type StorageState } from './fixtures';

const KB = 1024;
// A few % over the sizes measured, so that a slip shows before it lands: /login 177.6 KB and /app
// 421.9 KB (29 Nov 2026, without the data router), a section's first visit 6.5-32.2 KB and the page
// 9.7 KB (28 Nov 2026, swc-minified builds).
const LOGIN_BUDGET = 187 * KB;
const DASHBOARD_BUDGET = 435 * KB;
const SECTION_BUDGET = 34 * KB;
// The page itself, with the CSS of the frame and shared components (a list's filter fields too)
// written into it at build time: 10.7 KB on 29 Nov 2026.
const PAGE_BUDGET = 11 * KB;

const SECTIONS = [
  { label: 'Users', path: '/app/users', table: 'Users' },
  { label: 'Organisations', path: '/app/organisations', table: 'Organisations' },
  { label: 'Coupons', path: '/app/coupons', table: 'Coupons' },
  { label: 'Activities', path: '/app/activities', table: 'Activities' },
];

/** A page in a fresh context (an empty cache) that asks for gzip, signed in as the admin or not. */
async function coldPage(browser: Browser, storageState?: StorageState): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: GZIP_ONLY,
    ...(storageState ? { storageState } : {}),
  });
  return context.newPage();
}

const describe = (scripts: readonly ScriptTransfer[]) =>
  scripts.map((script) => `${(script.bytes / KB).toFixed(1)} KB ${script.url}`).join('\n');

/** The dashboard with its chart drawn and nothing more on the way. */
async function openDashboard(page: Page) {
  await page.goto('/app');
  const chart = page.getByRole('region', { name: 'Growth Over Time' });
  await expect(chart.locator('svg .recharts-line path.recharts-line-curve')).toHaveCount(3);
  await page.waitForLoadState('networkidle');
}

/** Whether any script the page downloads carries the chart library (its class names are in its code). */
function watchForChartCode(page: Page): () => boolean {
  let seen = false;
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('recharts-surface')) seen = true;
  });
  return () => seen;
}

test(`/login downloads at most ${LOGIN_BUDGET / KB} KB of JavaScript, and no table or chart code`, async ({
  browser,
}) => {
  const page = await coldPage(browser);
  const transfers = recordScriptTransfers(page);
  const chartCode = watchForChartCode(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const scripts = await transfers.scripts();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((script) => script.encoding === 'gzip')).toBe(true);
  expect(totalBytes(scripts), describe(scripts)).toBeLessThanOrEqual(LOGIN_BUDGET);
  // Tables, menus and inputs live in @portal/ui, the chart in the dashboard remote.
  const copies = await loadedSharedCopies(page);
  expect(copies['@portal/ui-core']).toHaveLength(1);
  expect(copies['@portal/ui'] ?? []).toEqual([]);
  expect(chartCode()).toBe(false);
  await page.context().close();
});

test(`/app downloads at most ${DASHBOARD_BUDGET / KB} KB of JavaScript, chart included`, async ({
  browser,
  adminStorageState,
}) => {
  const page = await coldPage(browser, adminStorageState);
  const transfers = recordScriptTransfers(page);
  const chartCode = watchForChartCode(page);
  await openDashboard(page);

  const scripts = await transfers.scripts();
  expect(totalBytes(scripts), describe(scripts)).toBeLessThanOrEqual(DASHBOARD_BUDGET);
  expect(chartCode()).toBe(true);
  await page.context().close();
});

test(`a section's page, its prerendered CSS included, is at most ${PAGE_BUDGET / KB} KB`, async ({
  browser,
  adminStorageState,
}) => {
  const page = await coldPage(browser, adminStorageState);
  const response = await page.goto('/app/users');
  expect(await response!.headerValue('content-encoding')).toBe('gzip');
  expect(await response!.text()).toContain('<style data-emotion="css ');
  const { responseBodySize } = await response!.request().sizes();
  expect(responseBodySize).toBeGreaterThan(0);
  expect(responseBodySize).toBeLessThanOrEqual(PAGE_BUDGET);
  await page.context().close();
});

for (const section of SECTIONS) {
  test(`the first visit of ${section.path} after /app downloads at most ${SECTION_BUDGET / KB} KB more`, async ({
    browser,
    adminStorageState,
  }) => {
    const page = await coldPage(browser, adminStorageState);
    const transfers = recordScriptTransfers(page);
    await openDashboard(page);
    transfers.mark();

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: section.label })
      .click();
    await expect(page.getByRole('table', { name: section.table }).locator('tbody tr').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    const scripts = await transfers.scriptsSinceMark();
    expect(totalBytes(scripts), describe(scripts)).toBeLessThanOrEqual(SECTION_BUDGET);
    await page.context().close();
  });

  test(`a cold load of ${section.path} downloads no chart code`, async ({ browser, adminStorageState }) => {
    const page = await coldPage(browser, adminStorageState);
    const chartCode = watchForChartCode(page);
    await page.goto(section.path);
    await expect(page.getByRole('table', { name: section.table }).locator('tbody tr').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(chartCode()).toBe(false);
    await page.context().close();
  });
}

test('no shared library is loaded twice, after every section and the settings were opened', async ({
  adminPage: page,
}) => {
  await openDashboard(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const section of SECTIONS) {
    await menu.getByRole('link', { name: section.label }).click();
    await expect(page.getByRole('table', { name: section.table }).locator('tbody tr').first()).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const copies = await loadedSharedCopies(page);
  for (const name of SHARED_SINGLETONS) expect(copies[name], name).toHaveLength(1);
  for (const [name, loaded] of Object.entries(copies)) expect(loaded.length, name).toBeLessThanOrEqual(1);
});
