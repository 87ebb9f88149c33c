import type { Page } from '@playwright/test';
import { startOidcTestServer, type OidcTestAccount, type OidcTestServer } from '@portal/admin-api';
import { signInInBrowser, type SignedInAccount } from './signIn';

/**
 * The sign-in through a real OpenID Connect server standing in for Google (panva's oidc-provider
 * on loopback: packages/admin-api/src/testing/oidcServer.ts), for the browser tests, the production
 * smoke and the bench. Its accounts carry Google's claims; its account chooser ("Choose an
 * account") links each one as "<email> (<sub>)".
 */

export const GOOGLE_CLIENT = { id: 'portal-e2e-client', secret: 'portal-e2e-secret' };
export const STAFF_DOMAIN = 'example.com';

const account = (sub: string, email: string, hd: string | null, verified = true): OidcTestAccount => ({
  sub,
  email,
  email_verified: verified,
  hd,
});

/** The provider's accounts, by what each proves. */
export const GOOGLE_ACCOUNTS = {
  admin: account('1001', 'admin@example.com', STAFF_DOMAIN),
  member: account('1002', 'member@example.com', STAFF_DOMAIN),
  /** Another Google account with the admin's address (a deleted and recreated Workspace user). */
  adminsTwin: account('2001', 'admin@example.com', STAFF_DOMAIN),
  /** A consumer account: no `hd`. */
  consumer: account('3001', 'someone@gmail.com', null),
  /** Another Workspace domain. */
  otherDomain: account('4001', 'admin@other.com', 'other.com'),
  /** A seeded staff address whose `email_verified` is false. */
  unverified: account('5001', 'priya.raman@example.com', STAFF_DOMAIN, false),
} satisfies Record<string, OidcTestAccount>;

/** `<portal URL>/auth/oauth/google/callback`, the redirect URI the API builds from PORTAL_URL. */
export const redirectUriFor = (portalUrl: string) => `${portalUrl}/auth/oauth/google/callback`;

/** Starts the provider with the client registered for the portal at `portalUrl`. */
export function startGoogleProvider(portalUrl: string): Promise<OidcTestServer> {
  return startOidcTestServer({
    client: { ...GOOGLE_CLIENT, redirectUri: redirectUriFor(portalUrl) },
    accounts: Object.values(GOOGLE_ACCOUNTS),
  });
}

/** The API's Google settings as options (`startPortal({ api: { google } })`). */
export const googleOptions = (issuer: string) => ({
  clientId: GOOGLE_CLIENT.id,
  clientSecret: GOOGLE_CLIENT.secret,
  staffDomains: [STAFF_DOMAIN],
  issuer,
  // A token naming a new key fetches the keys at once (a key rotation test follows a sign-in).
  keysCooldownMs: 0,
});

/** The same settings as an operator gives them: the API's environment (docs/sign-in.md). */
export const googleEnv = (issuer: string, portalUrl: string): Record<string, string> => ({
  GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
  GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
  STAFF_DOMAINS: STAFF_DOMAIN,
  OIDC_ISSUER: issuer,
  PORTAL_URL: portalUrl,
});

/** The chooser's link for an account. */
export const chooserLinkName = (chosen: OidcTestAccount) => `${chosen.email} (${chosen.sub})`;

export const signInButton = (page: Page) =>
  page.getByRole('button', { name: /^(Sign in with Google|Signing in\.\.\.)$/ });

/** Clicks "Sign in with Google" on the login screen `page` shows, and waits for the chooser in the popup. */
export async function openGooglePopup(page: Page): Promise<Page> {
  const opened = page.waitForEvent('popup');
  await signInButton(page).click();
  const popup = await opened;
  await popup.getByRole('heading', { name: 'Choose an account' }).waitFor();
  return popup;
}

/** In the popup at the chooser: picks `chosen`, and waits for the popup to close (it posts its result first). */
export async function chooseAccount(popup: Page, chosen: OidcTestAccount): Promise<void> {
  const closed = popup.waitForEvent('close');
  await popup.getByRole('link', { name: chooserLinkName(chosen) }).click();
  await closed;
}

/**
 * Signs `chosen` in through the provider, as a person would but without the portal's popup, and
 * returns what the portal's callback receives: a session for the tests that need one first.
 */
export function signInThroughGoogle(portalUrl: string, chosen: OidcTestAccount): Promise<SignedInAccount> {
  return signInInBrowser(portalUrl, portalUrl, chosen.email, (page) =>
    page.getByRole('link', { name: chooserLinkName(chosen) }).click(),
  );
}
