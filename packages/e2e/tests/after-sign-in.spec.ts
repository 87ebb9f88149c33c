// Straight after the popup sign-in: the frame paints before the section is in (never a blank page),
// and the API has recorded the sign-in where support looks for it, the user's Last Login and the
// activity feed. Each test signs in as a staff admin no other spec uses, so the shared admin
// session (and its cap on live sessions) stays untouched.
import type { Page, Route } from '@playwright/test';
import type { ActivitiesResponse } from '@portal/contract/activities';
import type { UsersResponse } from '@portal/contract/users';
import { expect, test } from './fixtures';

/** The stand-in page's button for an account, as shell.spec.ts finds it. */
const accountButton = (email: string) => new RegExp(`(^|\\s)${email.replace(/[.@]/g, '\\$&')}(\\s|$)`);

async function signInThroughPopup(page: Page, email: string) {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: accountButton(email) }).click();
  await popup.waitForEvent('close');
}

/** The portal's date-and-time text for an instant, worked out by the page's own Intl (its time zone). */
const dateTimeText = (page: Page, iso: string) =>
  page.evaluate((instant) => {
    const format = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-AU', options).format(new Date(instant));
    const date = format({ day: 'numeric', month: 'short', year: 'numeric' });
    return `${date}, ${format({ hour: 'numeric', minute: '2-digit' })}`;
  }, iso);

test('a sign-in shows at once in the user\'s "Last Login" and in the activity feed', async ({
  page,
  api,
}) => {
  const email = 'priya.raman@example.com';
  const startedAt = Date.now();
  await signInThroughPopup(page, email);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

  const { users } = await api.get<UsersResponse>(`/admin/users?search=${encodeURIComponent(email)}`);
  const user = users.find((candidate) => candidate.email === email)!;
  expect(new Date(user.lastLoginAt!).getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
  const { activities } = await api.get<ActivitiesResponse>(`/admin/activities/user/${user.id}?limit=1`);
  const signedIn = activities[0]!.activity;
  expect([signedIn.activityType, signedIn.description]).toEqual(['AUTH', 'Signed in with Google']);
  expect(signedIn.createdAt).toBe(user.lastLoginAt);
  const when = await dateTimeText(page, signedIn.createdAt);

  await page.goto(`/app/users/${user.id}`);
  await expect(page.getByRole('group', { name: 'Last Login' })).toContainText(when, { timeout: 5000 });

  await page.goto('/app/activities');
  const row = page
    .getByRole('table', { name: 'Activities' })
    .locator('tbody tr')
    .filter({ hasText: 'Signed in with Google' })
    .filter({ hasText: 'Priya Raman' })
    .filter({ hasText: when });
  await expect(row).toHaveCount(1, { timeout: 5000 });
});

test('after sign-in the frame paints before the dashboard arrives, and the page is never blank', async ({
  page,
  portal,
}) => {
  // What #root shows after each change to the page, once the login screen has been seen.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { rootStates: string[] }).rootStates = seen;
    const describe = () => {
      const root = document.getElementById('root');
      if (root?.querySelector('header') && root.querySelector('nav[aria-label="Main menu"]')) return 'frame';
      if (root?.querySelector('h1')?.textContent === 'Admin Login') return 'login';
      return 'neither';
    };
    new MutationObserver(() => {
      const state = describe();
      if ((seen.length > 0 || state === 'login') && seen.at(-1) !== state) seen.push(state);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // The dashboard's remote is held until the frame has been checked.
  const held: Route[] = [];
  let holding = true;
  await page.route(`${portal.remoteUrl('dashboard')}/**`, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });

  await signInThroughPopup(page, 'jordan.lee@example.com');

  await expect(page).toHaveURL(/\/app\/?$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Total Users' })).toHaveCount(0);
  expect(held.length).toBeGreaterThan(0);

  holding = false;
  for (const route of held) await route.continue();
  await expect(page.getByRole('link', { name: /Total Users/ })).toBeVisible();
  const states = await page.evaluate(() => (window as unknown as { rootStates: string[] }).rootStates);
  expect(states).toEqual(['login', 'frame']);
});
