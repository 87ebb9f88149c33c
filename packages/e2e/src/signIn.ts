import { chromium } from '@playwright/test';
import type { SessionUser } from '@portal/api/contract';
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
export async function signInThroughStandIn(
  apiUrl: string,
  shellUrl: string,
  email: string,
): Promise<SignedInAccount> {
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const callback = page.waitForRequest((request) => request.url().startsWith(`${shellUrl}/auth/callback`));
    await page.goto(`${apiUrl}/auth/oauth/google?action=login&domain=admin`);
    await page.getByRole('button', { name: email }).click();
    const url = new URL((await callback).url());
    const token = url.searchParams.get('token');
    if (!token) throw new Error(`The stand-in sign-in for ${email} returned no token`);
    const profile = await fetch(`${apiUrl}/user/profile`, { headers: { Authorization: `Bearer ${token}` } });
    if (!profile.ok) throw new Error(`GET /user/profile for ${email} answered ${profile.status}`);
    return {
      token,
      refreshToken: url.searchParams.get('refreshToken'),
      user: (await profile.json()) as SessionUser,
    };
  } finally {
    await browser.close();
  }
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
  const profile = await fetch(`${apiUrl}/user/profile`, { headers: { Authorization: `Bearer ${token}` } });
  if (!profile.ok) throw new Error(`GET /user/profile for ${email} answered ${profile.status}`);
  return { token, refreshToken, user: (await profile.json()) as SessionUser };
}
