import { chromium } from '@playwright/test';
import type { SessionUser } from '@portal/api/contract';
import { writeFileSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './ports';

export interface SignedInAccount {
  token: string;
  refreshToken: string | null;
  user: SessionUser;
}

/**
 * Signs in through the reference API's stand-in Google page, as a person would, and returns what
 * the portal's callback receives. The redirect to the portal is intercepted: only the API is needed.
 */
export async function signInThroughStandIn(
  apiUrl: string,
  shellUrl: string,
  email: string,
): Promise<SignedInAccount> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    let callbackUrl: URL | null = null;
    await page.route(`${shellUrl}/auth/callback**`, async (route) => {
      callbackUrl = new URL(route.request().url());
      await route.fulfill({ status: 200, body: 'signed in' });
    });
    await page.goto(`${apiUrl}/auth/oauth/google?action=login&domain=admin`);
    await page.getByRole('button', { name: email }).click();
    await page.waitForURL(`${shellUrl}/auth/callback**`);
    const url = callbackUrl as URL | null;
    const token = url?.searchParams.get('token');
    if (!url || !token) throw new Error(`The stand-in sign-in for ${email} returned no token`);
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

/** A Playwright storage state with the portal's session keys in localStorage (spec section 7). */
export function writeStorageState(path: string, shellUrl: string, account: SignedInAccount): void {
  const localStorage = [
    { name: 'token', value: account.token },
    { name: 'user', value: JSON.stringify(account.user) },
    ...(account.refreshToken ? [{ name: 'refreshToken', value: account.refreshToken }] : []),
  ];
  writeFileSync(
    path,
    JSON.stringify({ cookies: [], origins: [{ origin: shellUrl, localStorage }] }, null, 2),
  );
}
