// The shell in the composed portal, against the reference API: popup sign-in through the stand-in
// Google page, the admin guard, logout, session expiry, routing, the side menu and the remotes it mounts.
import type { UsersResponse } from '@portal/contract/users';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const accountButton = (email: string) => new RegExp(`(^|\\s)${email.replace(/[.@]/g, '\\$&')}(\\s|$)`);
const signInButton = (page: Page) =>
  page.getByRole('button', { name: /Sign in with Google|Signing in\.\.\./ });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const storedSession = (page: Page) =>
  page.evaluate(() => ['token', 'refreshToken', 'user'].map((key) => localStorage.getItem(key)));

/** Opens the stand-in Google page from /login and returns it, still open. */
async function openSignInPopup(page: Page) {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await signInButton(page).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  return popup;
}

/** The whole popup sign-in, as a person does it: /login, the stand-in page, the account. */
async function signInThroughPopup(page: Page, email: string) {
  const popup = await openSignInPopup(page);
  await popup.getByRole('button', { name: accountButton(email) }).click();
  await popup.waitForEvent('close');
}

/** A fresh token from the stand-in sign-in without a popup (the shared admin session stays untouched). */
async function freshToken(page: Page, email: string): Promise<string> {
  const { apiUrl } = (await (await page.request.get('/portal-config.json')).json()) as { apiUrl: string };
  await page.goto(`${apiUrl}/auth/oauth/google?action=login&domain=admin`);
  const callback = page.waitForRequest(/\/auth\/callback\?/);
  await page.getByRole('button', { name: accountButton(email) }).click();
  const token = new URL((await callback).url()).searchParams.get('token');
  if (!token) throw new Error(`The stand-in sign-in for ${email} gave no token`);
  return token;
}

/** A browser context whose storage holds a session the API no longer accepts. */
async function pageWithStaleSession(browser: Browser, shellUrl: string) {
  const user = {
    id: 'stale',
    email: 'admin@example.com',
    firstName: 'Alex',
    lastName: 'Morgan',
    isAdmin: true,
  };
  const context = await browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: shellUrl,
          localStorage: [
            { name: 'token', value: 'not-a-valid-token' },
            { name: 'user', value: JSON.stringify(user) },
          ],
        },
      ],
    },
  });
  return { context, page: await context.newPage() };
}

test('the full popup sign-in as admin@example.com lands on /app', async ({ page }) => {
  const popup = await openSignInPopup(page);
  expect(popup.url()).toContain('/auth/oauth/google?popup=true&action=login&domain=admin');
  await expect(signInButton(page)).toHaveText('Signing in...');
  await expect(signInButton(page)).toBeDisabled();

  await popup.getByRole('button', { name: accountButton('admin@example.com') }).click();
  await popup.waitForEvent('close');
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Administrator')).toBeVisible();
  const [token, , user] = await storedSession(page);
  expect(token).toBeTruthy();
  expect(JSON.parse(user ?? '{}')).toMatchObject({ email: 'admin@example.com', isAdmin: true });
  await expect(page).toHaveTitle('Dashboard | ADMIN');
});

test('a message posted from another origin is ignored by the login page', async ({
  page,
  portal,
  adminSession,
}) => {
  const popup = await openSignInPopup(page);
  // The portal forwards the sign-in page from its own origin; the same page on the API's own
  // origin is the right window on another origin. It forges a success with a real token,
  // addressed to the portal's origin so the browser delivers it.
  // Navigated from the page, so the popup keeps its opener.
  // It keeps the tab's own attempt value, so the real flow below still completes this tab's sign-in.
  const attempt = new URL(popup.url()).searchParams.get('attempt') ?? '';
  const apiSignInPage = `${portal.apiUrl}/auth/oauth/google?popup=true&action=login&domain=admin&attempt=${attempt}`;
  await popup.evaluate((url) => window.location.assign(url), apiSignInPage);
  await popup.waitForURL(apiSignInPage);
  expect(new URL(popup.url()).origin).not.toBe(new URL(portal.shellUrl).origin);
  await popup.evaluate(
    ({ token, target }) => {
      window.opener.postMessage(
        { type: 'login_success', action: 'login', provider: 'google', token },
        target,
      );
      window.opener.postMessage({ type: 'OAUTH_SUCCESS', token }, target);
    },
    { token: adminSession.token, target: new URL(portal.shellUrl).origin },
  );
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toEqual([null, null, null]);
  await expect(signInButton(page)).toHaveText('Signing in...');

  // The same popup, back on the portal's origin through the real flow, is listened to.
  await popup.getByRole('button', { name: accountButton('admin@example.com') }).click();
  await expect(page).toHaveURL(/\/app$/);
});

test('signed out, a deep link with a query leads to sign-in and then back to that page', async ({
  page,
  api,
}) => {
  const { users } = await api.get<UsersResponse>('/admin/users?limit=1');
  const { id, email } = users[0]!;
  await page.goto(`/app/users/${id}?tab=activity`);
  await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent(`/app/users/${id}?tab=activity`)}`);
  const popupOpened = page.waitForEvent('popup');
  await signInButton(page).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: accountButton('admin@example.com') }).click();
  await expect(page).toHaveURL(`/app/users/${id}?tab=activity`);
  await expect(page.getByText(email).first()).toBeVisible();
});

test('a returnUrl to another site on /login lands on /app', async ({ page }) => {
  await page.goto(`/login?returnUrl=${encodeURIComponent('//evil.example/app')}`);
  const popupOpened = page.waitForEvent('popup');
  await signInButton(page).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: accountButton('admin@example.com') }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/app$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('signed out, a deep link that a member signs in to still shows the 403 page', async ({
  page,
  pageErrors,
  portal,
}) => {
  pageErrors.allowFailedLoadsFrom(portal.apiCallUrl('/admin/'));
  await page.goto('/app/coupons?q=x');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  const popupOpened = page.waitForEvent('popup');
  await signInButton(page).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: accountButton('member@example.com') }).click();
  await expect(page.getByRole('heading', { name: 'Access Forbidden' })).toBeVisible();
  await expect(page).toHaveURL('/app/coupons?q=x');
});

test('closing the popup gives the button back', async ({ page }) => {
  const popup = await openSignInPopup(page);
  await popup.close();
  await expect(signInButton(page)).toHaveText('Sign in with Google', { timeout: 3000 });
  await expect(signInButton(page)).toBeEnabled();
});

test('member@example.com, not an admin, sees the 403 page', async ({ memberPage, pageErrors, portal }) => {
  // The API's refusal is the point.
  pageErrors.allowFailedLoadsFrom(portal.apiCallUrl('/admin/users'));
  await memberPage.goto('/app/users');
  await expect(memberPage.getByText('403', { exact: true })).toBeVisible();
  await expect(memberPage.getByRole('heading', { name: 'Access Forbidden' })).toBeVisible();
  await expect(
    memberPage.getByText(
      "You don't have permission to access this resource. Contact your organisation admin if you believe this is an error.",
    ),
  ).toBeVisible();
  await expect(memberPage.getByRole('link', { name: 'Go Home' })).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(mainMenu(memberPage)).toHaveCount(0);
});

// Its own sign-in: signing out revokes the token, which the shared member session must keep.
test('the 403 page signs out to /login, where another account signs in', async ({
  page,
  portal,
  pageErrors,
}) => {
  pageErrors.watch(page);
  await signInThroughPopup(page, 'member@example.com');
  await expect(page.getByRole('heading', { name: 'Access Forbidden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  const [memberToken] = await storedSession(page);
  expect(memberToken).toBeTruthy();

  await page.getByRole('button', { name: 'Sign in with another account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await storedSession(page)).toEqual([null, null, null]);
  // The server ended the member's session too.
  const profile = await page.request.get(`${portal.apiUrl}/user/profile`, {
    headers: { Authorization: `Bearer ${memberToken}` },
  });
  expect(profile.status()).toBe(401);

  await signInThroughPopup(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

// Its own sign-in: logout revokes the token, which the shared admin session must keep.
test('logout returns to /login with the stored session cleared', async ({ page }) => {
  await signInThroughPopup(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/app$/);
  expect((await storedSession(page))[0]).toBeTruthy();
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Alex Morgan');
  await expect(menu).toContainText('AVANZU');
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await storedSession(page)).toEqual([null, null, null]);
});

test('a stale token in storage ends on /login with the expiry toast', async ({
  browser,
  portal,
  pageErrors,
}) => {
  // The API's refusals of the stale token are the point.
  pageErrors.allowFailedLoadsFrom(portal.apiCallUrl('/admin/'));
  const { context, page } = await pageWithStaleSession(browser, portal.shellUrl);
  try {
    await page.goto('/app');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    expect(await storedSession(page)).toEqual([null, null, null]);
  } finally {
    await context.close();
  }
});

test('an unknown path lands on /app', async ({ adminPage }) => {
  await adminPage.goto('/no/such/page');
  await expect(adminPage).toHaveURL(/\/app$/);
  await expect(adminPage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('a returnUrl of //evil.example is refused', async ({ page, portal }) => {
  const token = await freshToken(page, 'admin@example.com');
  // The portal takes a callback's token only in a tab that started a sign-in.
  const popup = await openSignInPopup(page);
  // The tab's own value, which the API hands back beside the token (issue 76 item 2).
  const attempt = new URL(popup.url()).searchParams.get('attempt') ?? '';
  await popup.close();
  const query = new URLSearchParams({
    provider: 'google',
    action: 'login',
    token,
    attempt,
    returnUrl: '//evil.example',
  });
  await page.goto(`/auth/callback?${query}`);
  // The default /dashboard is not a portal route, so it ends on /app, on the portal's own origin.
  await expect(page).toHaveURL(`${portal.shellUrl}/app`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('a token in a callback link this browser did not start does not sign in', async ({ browser, page }) => {
  const token = await freshToken(page, 'admin@example.com');
  const context = await browser.newContext();
  try {
    const victim = await context.newPage();
    await victim.goto(
      `/auth/callback?${new URLSearchParams({ provider: 'google', action: 'login', token })}`,
    );
    await expect(victim).toHaveURL(/\/login\?error=Authentication\+failed$/);
    await expect(victim.getByRole('alert')).toHaveText('Authentication failed');
    expect(await storedSession(victim)).toEqual([null, null, null]);
    await victim.goto('/app');
    await expect(victim).toHaveURL(/\/login$/);
  } finally {
    await context.close();
  }
});

test('the popup sign-in takes the tokens out of the address bar at once', async ({ page }) => {
  const popup = await openSignInPopup(page);
  await popup.getByRole('button', { name: accountButton('admin@example.com') }).click();
  await popup.waitForURL(/\/auth\/callback\?/);
  await expect.poll(() => popup.url()).toMatch(/\/auth\/callback\?provider=google&action=login&popup=true$/);
  await popup.waitForEvent('close');
  await expect(page).toHaveURL(/\/app$/);
});

test('a replayed sign-in state is refused with the error text', async ({ page, pageErrors, portal }) => {
  // The open portal's calls once its stored session is cleared below are refused, as they must be.
  pageErrors.allowFailedLoadsFrom(portal.apiCallUrl('/admin/'));
  const popup = await openSignInPopup(page);
  const apiCallback = popup.waitForRequest(/\/auth\/oauth\/google\/callback\?/);
  await popup.getByRole('button', { name: accountButton('admin@example.com') }).click();
  const usedCallbackUrl = (await apiCallback).url();
  await popup.waitForEvent('close');
  await expect(page).toHaveURL(/\/app$/);

  await page.evaluate(() => localStorage.clear());
  const replay = await openSignInPopup(page);
  // Navigated from the page itself, as a link would: an address-bar navigation severs the opener.
  const closed = replay.waitForEvent('close');
  await replay.evaluate((url) => window.location.assign(url), usedCallbackUrl);
  await closed;
  await expect(page.getByRole('alert')).toHaveText('Authentication failed');
  await expect(signInButton(page)).toHaveText('Sign in with Google');
  expect(await storedSession(page)).toEqual([null, null, null]);
});

test('the side menu collapses on a narrow window and can be toggled', async ({ adminPage }) => {
  await adminPage.setViewportSize({ width: 1280, height: 800 });
  await adminPage.goto('/app/users');
  // The drawer's paper carries the menu's width (the nav inside it stops at its 1 px border).
  const menuWidth = async () => (await adminPage.locator('.MuiDrawer-paper').boundingBox())?.width;
  await expect.poll(menuWidth).toBe(240);
  await expect(mainMenu(adminPage).getByRole('link', { name: 'Users' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await adminPage.setViewportSize({ width: 800, height: 800 });
  await expect.poll(menuWidth).toBe(64);
  // Collapsed, the items keep their names.
  await expect(mainMenu(adminPage).getByRole('link', { name: 'Organisations' })).toBeVisible();

  await adminPage.getByRole('button', { name: 'Expand menu' }).click();
  await expect.poll(menuWidth).toBe(240);
  await adminPage.getByRole('button', { name: 'Collapse menu' }).click();
  await expect.poll(menuWidth).toBe(64);
});

// Each section route on its own: federation.spec.ts.
test('the menu moves between sections, and Settings shows the remote it loaded', async ({
  adminPage,
  portal,
}) => {
  await adminPage.goto('/app/users');
  await expect(adminPage.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  // Moving between sections from the menu, without a page load.
  await mainMenu(adminPage).getByRole('link', { name: 'Coupons' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
  await mainMenu(adminPage).getByRole('link', { name: 'Settings' }).click();
  const coupons = adminPage
    .getByRole('table', { name: 'Sections' })
    .getByRole('row')
    .filter({ has: adminPage.getByRole('cell', { name: 'coupons', exact: true }) });
  await expect(coupons.getByRole('cell').nth(1)).toHaveText(
    `${portal.remoteUrl('coupons')}/mf-manifest.json`,
  );
  await expect(coupons.getByRole('cell').nth(2)).toHaveText(/^\d+\.\d+\.\d+/);
  await expect(coupons.getByRole('cell').nth(5)).toHaveText('loaded');
});

test('a theme default prop set in the shell applies inside a remote', async ({ adminPage }) => {
  await adminPage.goto('/app');
  const cards = adminPage.locator('main .MuiCard-root');
  await expect(cards.first()).toBeVisible();
  // The portal theme makes every Card outlined; a remote with its own MUI copy would lose that default.
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(adminPage.locator('main .MuiCard-root:not(.MuiPaper-outlined)')).toHaveCount(0);
});
