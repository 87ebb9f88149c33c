import { chromium, type Page } from '@playwright/test';
import type { SessionUser } from '@portal/contract';
import { signInOverHttp } from '@portal/admin-api';
import { writeFileSync } from 'node:fs';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './ports';

export interface SignedInAccount {
  token: string;
  refreshToken: string | null;
  user: SessionUser;
}

/**
 * Signs in through the reference API's stand-in Google page, as a person would, and returns what
 * the portal's callback receives (read from the redirect to the portal's callback).
 */
export function signInThroughStandIn(
  apiUrl: string,
  shellUrl: string,
  email: string,
): Promise<SignedInAccount> {
  return signInInBrowser(apiUrl, shellUrl, email, (page) =>
    page.getByRole('button', { name: email }).click(),
  );
}

/**
 * Opens the API's sign-in start (`apiUrl`) in a browser of its own, lets `choose` pick the account
 * (`who`) on the page it leads to, and returns what the portal's callback at `shellUrl` receives (read from
 * the redirect to it), with the profile the portal stores beside it.
 */
export async function signInInBrowser(
  apiUrl: string,
  shellUrl: string,
  who: string,
  choose: (page: Page) => Promise<void>,
): Promise<SignedInAccount> {
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const callback = page.waitForRequest((request) => request.url().startsWith(`${shellUrl}/auth/callback`));
    await page.goto(`${apiUrl}/auth/oauth/google?action=login&domain=admin`);
    await choose(page);
    const url = new URL((await callback).url());
    const token = url.searchParams.get('token');
    if (!token) throw new Error(`The sign-in of ${who} returned no token (${url.searchParams.get('error')})`);
    return {
      token,
      refreshToken: url.searchParams.get('refreshToken'),
      user: await profileOf(apiUrl, token, who),
    };
  } finally {
    await browser.close();
  }
}

async function profileOf(apiUrl: string, token: string, who: string): Promise<SessionUser> {
  const profile = await fetch(`${apiUrl}/user/profile`, { headers: { Authorization: `Bearer ${token}` } });
  if (!profile.ok) throw new Error(`GET /user/profile for ${who} answered ${profile.status}`);
  return (await profile.json()) as SessionUser;
}

/** The portal's session keys in localStorage for a signed-in account (docs/product.md "The session"). */
export function sessionEntries(account: SignedInAccount): { name: string; value: string }[] {
  return [
    { name: 'token', value: account.token },
    { name: 'user', value: JSON.stringify(account.user) },
    ...(account.refreshToken ? [{ name: 'refreshToken', value: account.refreshToken }] : []),
  ];
}

/** A Playwright storage state with the portal's session keys in localStorage (docs/product.md "The session"). */
export function storageStateOf(shellUrl: string, account: SignedInAccount) {
  return { cookies: [], origins: [{ origin: shellUrl, localStorage: sessionEntries(account) }] };
}

/** `storageStateOf`, written to a file (for a tool that takes a path). */
export function writeStorageState(path: string, shellUrl: string, account: SignedInAccount): void {
  writeFileSync(path, JSON.stringify(storageStateOf(shellUrl, account), null, 2));
}

/**
 * A new session for `email` over HTTP (the stand-in Google page's form, as a browser posts it), with
 * the profile the portal stores beside it.
 */
export async function signInForTest(apiUrl: string, email: string): Promise<SignedInAccount> {
  const { token, refreshToken } = await signInOverHttp(apiUrl, email);
  return { token, refreshToken, user: await profileOf(apiUrl, token, email) };
}
