// Staff sign-in through Google OpenID Connect, in Chromium through the whole popup: a portal of its
// own whose API is configured with Google, against a real OpenID Connect server on loopback standing
// in for Google (panva's oidc-provider, src/googleSignIn.ts). What each refusal shows on the login
// screen is the spec's callback error text; the code the API sent is read from the popup's request.
import { startPortal, type RunningPortal } from '@portal/launcher';
import type { OidcTestAccount, OidcTestServer } from '@portal/admin-api';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { basePort } from '../src/ports';
import {
  chooseAccount,
  chooserLinkName,
  GOOGLE_ACCOUNTS,
  googleOptions,
  openGooglePopup,
  signInButton,
  startGoogleProvider,
} from '../src/googleSignIn';

// Beside the shared portal (stand-in) and standalone.spec's (base + 20, + 30).
const GOOGLE_BASE_PORT = basePort + 40;
const shellUrl = `http://localhost:${GOOGLE_BASE_PORT}`;
/** The spec's callback error text (docs/product.md "Errors"): what every refusal shows the user. */
const REFUSED_TEXT = 'Authentication failed';

let provider: OidcTestServer;
let portal: RunningPortal;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A second portal and its seeded in-memory database, on a busy machine.
  test.setTimeout(120_000);
  provider = await startGoogleProvider(shellUrl);
  portal = await startPortal({
    basePort: GOOGLE_BASE_PORT,
    api: { dataDir: 'memory://', seedScale: 'small', google: googleOptions(provider.issuer) },
  });
});

test.afterAll(async () => {
  await portal?.close();
  await provider?.stop();
});

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
const isPortalCallback = (request: Request) => request.url().startsWith(`${shellUrl}/auth/callback?`);

/**
 * From /login, signs in as `chosen` through the popup (none: the popup never reaches the chooser)
 * and returns the portal callback's address the API sent the popup to.
 */
async function signInThroughPopup(page: Page, chosen: OidcTestAccount | null): Promise<URL> {
  const callback = page.context().waitForEvent('request', { predicate: isPortalCallback });
  await page.goto(`${shellUrl}/login`);
  if (chosen) {
    await chooseAccount(await openGooglePopup(page), chosen);
  } else {
    const opened = page.waitForEvent('popup');
    await signInButton(page).click();
    await (await opened).waitForEvent('close');
  }
  return new URL((await callback).url());
}

async function expectRefusedOnLoginScreen(page: Page) {
  await expect(page).toHaveURL(`${shellUrl}/login`);
  await expect(page.getByText(REFUSED_TEXT, { exact: true })).toBeVisible();
  await expect(signInButton(page)).toHaveText('Sign in with Google');
  expect(await storedToken(page)).toBeNull();
}

async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(`${shellUrl}/app`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Administrator')).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();
}

test('with Google configured, the stand-in page is not served: its path sends the browser to the provider', async ({
  page,
}) => {
  const start = await fetch(`${shellUrl}/auth/oauth/google?popup=true&action=login&domain=admin`, {
    redirect: 'manual',
  });
  expect(start.status).toBe(302);
  const location = new URL(start.headers.get('location')!);
  expect(location.origin).toBe(provider.issuer);
  expect(await start.text()).not.toContain('admin@example.com');

  // The stand-in vouched for the address given as the code: the real flow exchanges it, and fails.
  const vouched = await fetch(
    `${shellUrl}/auth/oauth/google/callback?${new URLSearchParams({
      state: location.searchParams.get('state')!,
      code: 'admin@example.com',
    })}`,
    { redirect: 'manual', headers: { cookie: start.headers.get('set-cookie')!.split(';')[0]! } },
  );
  const refused = new URL(vouched.headers.get('location')!);
  expect(refused.searchParams.get('error')).toBe('oauth_error');
  expect(refused.searchParams.has('token')).toBe(false);

  // In the browser the same path shows the provider's chooser, never the seeded accounts' buttons.
  await page.goto(`${shellUrl}/auth/oauth/google?action=login&domain=admin`);
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  await expect(page.getByRole('button', { name: /admin@example\.com/ })).toHaveCount(0);
});

test('an admin signs in through the popup and lands on /app', async ({ page }) => {
  const callback = await signInThroughPopup(page, GOOGLE_ACCOUNTS.admin);
  expect(callback.searchParams.get('error')).toBeNull();
  await expectDashboard(page);
  const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as unknown);
  expect(user).toMatchObject({ email: 'admin@example.com', isAdmin: true });
});

test('a non-admin of the staff domain signs in and gets the 403 page', async ({ page }) => {
  await signInThroughPopup(page, GOOGLE_ACCOUNTS.member);
  await expect(page.getByText('403', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access Forbidden' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
});

const REFUSALS: [string, OidcTestAccount, string][] = [
  [
    'another Google account (sub) for the already linked admin address',
    GOOGLE_ACCOUNTS.adminsTwin,
    'email-mismatch',
  ],
  ['a consumer account (no hd)', GOOGLE_ACCOUNTS.consumer, 'account-not-linked'],
  ['an account of another Workspace domain (hd)', GOOGLE_ACCOUNTS.otherDomain, 'account-not-linked'],
  ['a staff address whose email_verified is false', GOOGLE_ACCOUNTS.unverified, 'account-not-linked'],
];

for (const [who, chosen, code] of REFUSALS) {
  test(`refused: ${who} (${code}), the login screen says so`, async ({ page }) => {
    const callback = await signInThroughPopup(page, chosen);
    expect(callback.searchParams.get('error')).toBe(code);
    expect(callback.searchParams.has('token')).toBe(false);
    await expectRefusedOnLoginScreen(page);
  });
}

test('refused: a tampered state (oauth_error), the login screen says so', async ({ page }) => {
  // The state is altered on its way to the provider, which hands it back as it got it. (Playwright
  // routes no redirect, so the API's answer to the popup's first request is rewritten.)
  await page.context().route(`${shellUrl}/auth/oauth/google?*`, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const location = new URL(response.headers().location!);
    const state = location.searchParams.get('state')!;
    location.searchParams.set('state', `${state.slice(0, -2)}${state.endsWith('xx') ? 'yy' : 'xx'}`);
    await route.fulfill({ response, headers: { ...response.headers(), location: location.href } });
  });
  await page.goto(`${shellUrl}/login`);
  const callback = page.context().waitForEvent('request', { predicate: isPortalCallback });
  const popup = await openGooglePopup(page);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('link', { name: chooserLinkName(GOOGLE_ACCOUNTS.admin) }).click();
  await closed;
  const refused = new URL((await callback).url());
  expect(refused.searchParams.get('error')).toBe('oauth_error');
  expect(refused.searchParams.has('token')).toBe(false);
  await expectRefusedOnLoginScreen(page);
});

test('refused: a replayed callback, the login screen says so', async ({ page }) => {
  const callbackPath = `${shellUrl}/auth/oauth/google/callback?`;
  const used = page.context().waitForEvent('request', {
    predicate: (request) => request.url().startsWith(callbackPath),
  });
  await signInThroughPopup(page, GOOGLE_ACCOUNTS.member);
  const replayed = (await used).url();
  await expect(page.getByRole('heading', { name: 'Access Forbidden' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with another account' }).click();
  await expect(page).toHaveURL(`${shellUrl}/login`);

  // A new sign-in's popup is sent the first one's callback, code and state again.
  const callback = page.context().waitForEvent('request', { predicate: isPortalCallback });
  const popup = await openGooglePopup(page);
  const closed = popup.waitForEvent('close');
  await popup.evaluate((url) => window.location.assign(url), replayed);
  await closed;
  expect(new URL((await callback).url()).searchParams.get('error')).toBe('oauth_error');
  await expectRefusedOnLoginScreen(page);
});

test('a key rotation between two sign-ins: both sign in', async ({ page, browser }) => {
  await signInThroughPopup(page, GOOGLE_ACCOUNTS.admin);
  await expectDashboard(page);
  await provider.restartWithNewKey('key-2');
  const context = await browser.newContext();
  try {
    const second = await context.newPage();
    await signInThroughPopup(second, GOOGLE_ACCOUNTS.admin);
    await expectDashboard(second);
  } finally {
    await context.close();
  }
});

test('refused: the provider down, the popup gets oauth-init-failed and the login screen says so, never a 500', async ({
  page,
}) => {
  await provider.stop();
  const serverErrors: string[] = [];
  page.context().on('response', (response) => {
    if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
  });
  try {
    const callback = await signInThroughPopup(page, null);
    expect(callback.searchParams.get('error')).toBe('oauth-init-failed');
    await expectRefusedOnLoginScreen(page);
    expect(serverErrors).toEqual([]);
  } finally {
    await provider.restartWithNewKey('key-3');
  }
  // Back up: the next sign-in works.
  await signInThroughPopup(page, GOOGLE_ACCOUNTS.admin);
  await expectDashboard(page);
});
