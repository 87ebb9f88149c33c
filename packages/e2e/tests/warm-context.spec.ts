// The `adminPage` fixture's warm context (fixtures.ts `warmBrowser`) carries the browser's caches
// from one test to the next and nothing else. These two run in order: the first leaves behind what
// a test can leave, the second finds none of it, and finds the scripts the first fetched cached.
import type { Page } from '@playwright/test';
import { recordScriptTransfers } from '../src/scriptTransfers';
import { expect, STORAGE_PAGE_PATH, test } from './fixtures';

const STRAY = 'left-by-an-earlier-test';

async function openUsersList(page: Page) {
  await page.goto('/app/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
}

test.describe.serial('a test starts as in a new browser, its caches aside', () => {
  test('a test leaves a key in localStorage, a cookie and a permission', async ({ adminPage, portal }) => {
    await openUsersList(adminPage);
    await adminPage.evaluate((key) => localStorage.setItem(key, '1'), STRAY);
    await adminPage.context().addCookies([{ name: STRAY, value: '1', url: portal.shellUrl }]);
    await adminPage.context().grantPermissions(['clipboard-read'], { origin: portal.shellUrl });
    expect(await adminPage.context().cookies(portal.shellUrl)).toContainEqual(
      expect.objectContaining({ name: STRAY, value: '1' }),
    );
  });

  test('the next has its own session only, and fetches no script the first fetched', async ({
    adminPage,
    adminSession,
  }) => {
    // The portal's origin before any of the app runs: what the fixture left in its storage.
    await adminPage.goto(STORAGE_PAGE_PATH);
    const start = await adminPage.evaluate(async () => ({
      storage: Object.fromEntries(Object.entries(localStorage)),
      cookies: document.cookie,
      clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
    }));
    expect(start.storage).toEqual({
      token: adminSession.token,
      user: JSON.stringify(adminSession.user),
      ...(adminSession.refreshToken ? { refreshToken: adminSession.refreshToken } : {}),
    });
    expect(start.cookies).toBe('');
    expect(start.clipboard).toBe('prompt');

    const transfers = recordScriptTransfers(adminPage);
    await openUsersList(adminPage);
    // Fails with PORTAL_SPEED_OFF=warmContext: a new context fetches every script again.
    expect((await transfers.scripts()).map(({ url }) => url)).toEqual([]);
  });
});
