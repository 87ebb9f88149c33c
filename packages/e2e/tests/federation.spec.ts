import { expect, test } from './fixtures';

// Issue 2: six apps built and served apart, composed at run time in the browser.
const SECTIONS = [
  { path: '/app', remote: 'dashboard', label: 'Dashboard' },
  { path: '/app/activities', remote: 'activities', label: 'Activities' },
  { path: '/app/users', remote: 'users', label: 'Users' },
  { path: '/app/organisations', remote: 'organisations', label: 'Organisations' },
  { path: '/app/coupons', remote: 'coupons', label: 'Coupons' },
];

const SINGLETONS = ['react', 'react-dom', '@emotion/react', '@portal/api', '@portal/ui', '@portal/router'];

test('every section route renders its own remote inside the shell', async ({ adminPage, portal }) => {
  for (const section of SECTIONS) {
    const manifest = adminPage.waitForResponse(`${portal.remoteUrl(section.remote)}/mf-manifest.json`);
    await adminPage.goto(section.path);
    expect((await manifest).ok()).toBe(true);
    await expect(adminPage.getByRole('heading', { level: 1, name: section.label, exact: true })).toBeVisible();
    await expect(adminPage.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  }
});

test('shared libraries are loaded once for the whole page', async ({ adminPage }) => {
  await adminPage.goto('/app/users');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await adminPage.getByRole('link', { name: 'Coupons' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();

  // The federation runtime's share scope: one entry per provider that offered a package, and
  // `loaded` on the copy the page runs. Two loaded copies of a package would mean two Reacts.
  const loadedCopies = await adminPage.evaluate((names) => {
    type Shared = { loaded?: boolean; from: string };
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, unknown> } })
      .__FEDERATION__.__SHARE__;
    const counts: Record<string, string[]> = Object.fromEntries(names.map((name) => [name, []]));
    for (const scopes of Object.values(share) as Record<string, Record<string, Record<string, Shared>>>[]) {
      for (const packages of Object.values(scopes)) {
        for (const name of names) {
          for (const [version, shared] of Object.entries(packages[name] ?? {})) {
            const copy = `${version} from ${shared.from}`;
            if (shared.loaded && !counts[name]!.includes(copy)) counts[name]!.push(copy);
          }
        }
      }
    }
    return counts;
  }, SINGLETONS);

  for (const name of SINGLETONS) expect(loadedCopies[name], name).toHaveLength(1);
});

test('a stopped remote breaks only its own section, and Retry brings it back without a reload', async ({
  adminPage,
  portal,
}) => {
  await portal.stopRemote('coupons');
  await adminPage.goto('/app/coupons');
  const failure = adminPage.getByRole('alert').filter({ hasText: 'The Coupons section could not be loaded.' });
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
  expect(await adminPage.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(
    true,
  );
});
