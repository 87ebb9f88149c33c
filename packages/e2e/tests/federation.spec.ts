import { loadedSharedCopies } from '../src/sharedCopies';
import { expect, test } from './fixtures';
import { SECTIONS } from './screens';

// Six apps built and served apart, composed at run time in the browser.
const SINGLETONS = [
  'react',
  'react-dom',
  '@emotion/react',
  '@portal/api',
  '@portal/ui-core',
  '@portal/ui',
  '@portal/router',
];

test('every section route renders its own remote inside the shell', async ({ adminPage, portal }) => {
  for (const section of SECTIONS) {
    const manifest = adminPage.waitForResponse(`${portal.remoteUrl(section.remote)}/mf-manifest.json`);
    await adminPage.goto(section.path);
    expect((await manifest).ok()).toBe(true);
    await expect(
      adminPage.getByRole('heading', { level: 1, name: section.label, exact: true }),
    ).toBeVisible();
    await expect(adminPage).toHaveTitle(`${section.label} | ADMIN`);
    await expect(adminPage.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  }
});

test('shared libraries are loaded once for the whole page', async ({ adminPage }) => {
  await adminPage.goto('/app/users');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await adminPage.getByRole('link', { name: 'Coupons' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();

  const loadedCopies = await loadedSharedCopies(adminPage);
  for (const name of SINGLETONS) expect(loadedCopies[name], name).toHaveLength(1);
});

test('the shared libraries download with the page: requested once, by its preload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  // A preload the chunk loader did not match would show here as a second request.
  const initiators = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /^\/libraries\.[0-9a-f]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
  expect(initiators).toEqual(['link']);
});

test("every script of the dashboard's cold load starts with V8's compile hint", async ({
  browser,
  adminStorageState,
}) => {
  // packages/build/src/speed/compileHints.ts: its functions compile while the file streams in.
  const hint = '//# allFunctionsCalledOnLoad\n';
  const context = await browser.newContext({ storageState: adminStorageState });
  const page = await context.newPage();
  const starts: Promise<{ url: string; start: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    starts.push(response.text().then((body) => ({ url: response.url(), start: body.slice(0, hint.length) })));
  });
  await page.goto('/app');
  const chart = page.getByRole('region', { name: 'Growth Over Time' });
  await expect(chart.locator('svg .recharts-line path.recharts-line-curve')).toHaveCount(3);
  await page.waitForLoadState('networkidle');

  const scripts = await Promise.all(starts);
  // The shell's entry and chunks, the dashboard's and the activity list's remotes.
  expect(scripts.length).toBeGreaterThan(8);
  expect(scripts.filter(({ start }) => start !== hint).map(({ url }) => url)).toEqual([]);
  await context.close();
});

test("the pointer on a menu link fetches that section's code before the click", async ({
  adminPage,
  portal,
}) => {
  await adminPage.goto('/app/users');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const organisationsCode: string[] = [];
  adminPage.on('request', (request) => {
    if (request.url().startsWith(portal.remoteUrl('organisations'))) organisationsCode.push(request.url());
  });
  const entry = adminPage.waitForRequest(`${portal.remoteUrl('organisations')}/remoteEntry.js`);

  await adminPage.getByRole('link', { name: 'Organisations' }).hover();

  await entry;
  await expect(adminPage).toHaveURL(/\/app\/users$/);
  await expect.poll(() => organisationsCode.some((url) => /\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
  await adminPage.getByRole('link', { name: 'Organisations' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Organisations' })).toBeVisible();
});

test('a stopped remote breaks only its own section, and Retry brings it back without a reload', async ({
  adminPage,
  portal,
}) => {
  await portal.stopRemote('coupons');
  await adminPage.goto('/app/coupons');
  const failure = adminPage
    .getByRole('alert')
    .filter({ hasText: 'The Coupons section could not be loaded.' });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The menu and the other sections keep working.
  await adminPage.getByRole('link', { name: 'Users' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await adminPage.getByRole('link', { name: 'Coupons' }).click();
  await expect(failure).toBeVisible();

  await portal.startRemote('coupons');
  await adminPage.evaluate(() => ((window as unknown as { stillSamePage: boolean }).stillSamePage = true));
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  expect(
    await adminPage.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage),
  ).toBe(true);
});

test("every section's prefetch module needs no shared module, so it runs the moment it arrives", async ({
  request,
  portal,
}) => {
  for (const section of SECTIONS) {
    const stats = await request.get(`${portal.remoteUrl(section.remote)}/mf-stats.json`);
    expect(stats.ok(), section.remote).toBe(true);
    const { exposes } = (await stats.json()) as { exposes: { name: string; requires: string[] }[] };
    expect(exposes.find((expose) => expose.name === 'prefetch')?.requires, section.remote).toEqual([]);
  }
});

test("a cold load sends the page's first calls from the shell's entry, and the page takes each over", async ({
  adminPage,
}) => {
  const cdp = await adminPage.context().newCDPSession(adminPage);
  await cdp.send('Network.enable');
  const sent: { call: string; script: string }[] = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/admin/') || request.method !== 'GET') return;
    const caller = initiator.stack?.callFrames[0]?.url;
    sent.push({
      call: `${url.pathname}${url.search}`,
      script: caller ? new URL(caller).pathname : initiator.type,
    });
  });

  await adminPage.goto('/app');
  await expect(adminPage.getByRole('link', { name: /^Total Users/ })).toBeVisible();
  await expect(adminPage.getByRole('region', { name: 'Recent Activity' }).locator('tbody tr')).toHaveCount(
    10,
  );

  // Each once: the stat cards', the chart's and the embedded recent activity list's.
  expect(sent.map(({ call }) => call).sort()).toEqual([
    '/admin/activities?limit=1',
    '/admin/activities?limit=10',
    '/admin/coupons?limit=100',
    '/admin/growth',
    '/admin/organisations?limit=1',
    '/admin/users?limit=1',
  ]);
  // Sent by the shell's entry script, not by the shared libraries' client once they have loaded.
  expect(new Set(sent.map(({ script }) => script))).toEqual(new Set(['/main.js']));
});
