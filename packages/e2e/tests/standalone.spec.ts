// A remote served alone, as its squad runs it: its own origin, its own session, the same popup
// sign-in as the shell (returning to this origin, which the API allows only in development) and
// live data from the API's own origin.
import type { UsersResponse } from '@portal/api/contract';
import { startPortal, type RunningPortal } from '@portal/launcher';
import { expect, test } from './fixtures';
import { basePort } from '../src/ports';
import { signInThroughStandIn } from '../src/signIn';

// Its own portal beside the shared one: that one's API must keep allowing the portal's origin only.
const STANDALONE_BASE_PORT = basePort + 20;

let portal: RunningPortal;

test.beforeAll(async () => {
  portal = await startPortal({
    basePort: STANDALONE_BASE_PORT,
    api: { dataDir: 'memory://', seedScale: 'small' },
    developmentOrigins: true,
  });
});

test.afterAll(async () => {
  await portal?.close();
});

test('the users remote alone signs in with the popup and lists the live users', async ({ page }) => {
  const usersOrigin = portal.remoteUrl('users');
  await page.goto(`${usersOrigin}/app/users`);
  // Not signed in on this origin: the guard sends the page to the sign-in screen.
  await expect(page).toHaveURL(`${usersOrigin}/login`);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).origin).toBe(new URL(portal.apiUrl).origin);
  await popup.getByRole('button', { name: /(^|\s)admin@example\.com(\s|$)/ }).click();
  await popup.waitForEvent('close');

  await expect(page).toHaveURL(`${usersOrigin}/app/users`);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const answer = await fetch(`${portal.apiUrl}/admin/users?limit=25&offset=0`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { users } = (await answer.json()) as UsersResponse;
  expect(users).toHaveLength(25);
  const emails = page.getByRole('table', { name: 'Users' }).locator('tbody tr td:nth-child(2)');
  await expect(emails).toHaveText(users.map((user) => user.email));
});

test("the activities remote alone puts its page's CSS in once: its HTML carries it, its Section adds no copy", async ({
  page,
}) => {
  const { token, user } = await signInThroughStandIn(portal.apiUrl, portal.shellUrl, 'admin@example.com');
  await page.addInitScript(
    (session) => {
      localStorage.setItem('token', session.token);
      localStorage.setItem('user', session.user);
    },
    { token, user: JSON.stringify(user) },
  );
  await page.goto(`${portal.remoteUrl('activities')}/app/activities`);
  await expect(page.getByRole('table', { name: 'Activities' }).locator('tbody tr')).toHaveCount(10);
  const namesPerElement = await page
    .locator('style[data-emotion^="css "]')
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('data-emotion')!.split(' ').slice(1)),
    );
  const names = namesPerElement.flat();
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBe(new Set(names).size);
});
