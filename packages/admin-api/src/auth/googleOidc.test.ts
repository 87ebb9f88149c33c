import type { FastifyInstance } from 'fastify';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startOidcTestServer, type OidcTestAccount, type OidcTestServer } from '../testing/oidcServer';
import { bearer, buildTestApi, signInCookieOf } from '../testing/testApi';

// The whole code flow over HTTP against a real OpenID Connect provider (panva's oidc-provider on
// loopback, standing in for Google) and the API listening: no mock anywhere. The test plays the
// browser: it follows each redirect by hand, keeps each side's cookies, and chooses an account.

const PORTAL = 'http://portal.test';
const REDIRECT_URI = `${PORTAL}/auth/oauth/google/callback`;
const CLIENT = { id: 'portal-test-client', secret: 'portal-test-secret', redirectUri: REDIRECT_URI };
const account = (sub: string, email: string, hd: string | null, verified = true): OidcTestAccount => ({
  sub,
  email,
  email_verified: verified,
  hd,
});
const ACCOUNTS = [
  account('1001', 'admin@example.com', 'example.com'),
  account('1002', 'member@example.com', 'example.com'),
  account('2001', 'admin@example.com', 'example.com'), // another Google account, same address
  account('3001', 'someone@gmail.com', null), // a consumer account
  account('4001', 'admin@other.com', 'other.com'),
  account('5001', 'ops@example.com', 'example.com', false),
  account('6001', 'nobody@example.com', 'example.com'),
  account('7001', 'former.admin@example.com', 'example.com'),
];

let provider: OidcTestServer;
let app: FastifyInstance;
let apiUrl: string;
const logDir = mkdtempSync(path.join(tmpdir(), 'oidc-sign-in-'));
const logFile = path.join(logDir, 'admin-api.log');
/** pino-roll writes the first file as admin-api.1.log, from a worker thread: read once it holds the line. */
async function logged(text: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const log = existsSync(path.join(logDir, 'admin-api.1.log'))
      ? readFileSync(path.join(logDir, 'admin-api.1.log'), 'utf8')
      : '';
    if (log.includes(text)) return log;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the log never held ${text}`);
}

beforeAll(async () => {
  provider = await startOidcTestServer({ client: CLIENT, accounts: ACCOUNTS });
  app = await buildTestApi({
    portalUrl: PORTAL,
    logFile,
    google: {
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      staffDomains: ['example.com'],
      issuer: provider.issuer,
      keysCooldownMs: 0,
    },
  });
  apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
}, 30_000);

afterAll(async () => {
  await app?.close();
  await provider?.stop();
  rmSync(logDir, { recursive: true, force: true });
});

/** The provider's cookies, as a browser keeps them (all sent back; paths do not matter here). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
  }
  header = () => [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

const get = (url: string, cookie = '') => fetch(url, { redirect: 'manual', headers: { cookie } });

interface Started {
  /** The sign-in cookie the API set, as the browser sends it back. */
  cookie: string;
  /** Where the API sent the browser. */
  location: URL;
}

async function startSignIn(): Promise<Started> {
  const start = await get(`${apiUrl}/auth/oauth/google?popup=true&action=login&domain=admin`);
  expect(start.status).toBe(302);
  return {
    cookie: signInCookieOf(start.headers.get('set-cookie') ?? undefined),
    location: new URL(start.headers.get('location')!),
  };
}

/** At the provider: choose `sub` and follow its redirects to the portal's callback URL, read by the API. */
async function choose(authorizationUrl: URL, sub: string): Promise<string> {
  const jar = new CookieJar();
  let url = authorizationUrl.href;
  for (let step = 0; step < 10; step += 1) {
    const response = await get(url, jar.header());
    jar.keep(response);
    const next = response.headers.get('location');
    if (response.status === 200 && /\/interaction\/[\w-]+$/.test(url)) {
      expect(await response.text()).toContain('Choose an account');
      url = `${url}/choose?sub=${sub}`;
    } else if (next?.startsWith(REDIRECT_URI)) {
      // The portal's proxy forwards /auth/* to the API.
      return `${apiUrl}${next.slice(PORTAL.length)}`;
    } else if (next) {
      url = new URL(next, url).href;
    } else {
      throw new Error(`the provider answered ${response.status} at ${url}: ${await response.text()}`);
    }
  }
  throw new Error('the provider never sent the browser back');
}

/** The redirect to the portal's /auth/callback the API answers the callback with. */
async function callback(url: string, cookie: string): Promise<URL> {
  const response = await get(url, cookie);
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

async function signInAs(sub: string): Promise<URL> {
  const { cookie, location } = await startSignIn();
  return callback(await choose(location, sub), cookie);
}

const profileEmail = async (token: string) => {
  const response = await fetch(`${apiUrl}/user/profile`, { headers: bearer(token) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { email: string }).email;
};

describe('Google OpenID Connect sign-in against a real provider', () => {
  it('sends the browser to the provider with PKCE S256, a nonce, select_account and the hd hint', async () => {
    const { location, cookie } = await startSignIn();
    expect(location.origin).toBe(provider.issuer);
    const query = location.searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      client_id: CLIENT.id,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      prompt: 'select_account',
      hd: 'example.com',
    });
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(query.get('nonce')).toMatch(/^[0-9a-f-]{36}$/);
    // The code_verifier stays in the API's signed cookie, never in the URL.
    expect(location.href).not.toContain('code_verifier');
    expect(cookie).toMatch(/^portal_sign_in=[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('never serves the stand-in chooser once Google is configured', async () => {
    const start = await get(`${apiUrl}/auth/oauth/google?popup=true`);
    expect(start.headers.get('content-type') ?? '').not.toContain('text/html');
    expect(await start.text()).not.toContain('name="state"');
  });

  it('signs an admin in, linking the staff account to its sub at the first sign-in', async () => {
    const location = await signInAs('1001');
    expect(location.origin + location.pathname).toBe(`${PORTAL}/auth/callback`);
    expect(location.searchParams.get('error')).toBeNull();
    const token = location.searchParams.get('token')!;
    expect(location.searchParams.get('refreshToken')).toBeTruthy();
    expect(await profileEmail(token)).toBe('admin@example.com');
    // Linked: another Google account with the same address is refused from now on.
    expect((await signInAs('2001')).searchParams.get('error')).toBe('email-mismatch');
    // And the linked one still signs in.
    expect((await signInAs('1001')).searchParams.get('token')).toBeTruthy();
  }, 30_000);

  it('signs a non-admin of the staff domain in (the portal shows the 403 page)', async () => {
    const location = await signInAs('1002');
    expect(await profileEmail(location.searchParams.get('token')!)).toBe('member@example.com');
  }, 20_000);

  it.each([
    ['a consumer account (no hd)', '3001', 'account-not-linked'],
    ['another Workspace domain', '4001', 'account-not-linked'],
    ['email_verified false', '5001', 'account-not-linked'],
    ['an address without a user', '6001', 'account-not-linked'],
    ['a deactivated account', '7001', 'account-not-linked'],
  ])(
    'refuses %s (sub %s) with %s',
    async (_name, sub, error) => {
      const location = await signInAs(sub);
      expect(location.searchParams.get('error')).toBe(error);
      expect(location.searchParams.get('popup')).toBe('true');
      expect(location.searchParams.has('token')).toBe(false);
    },
    20_000,
  );

  it('logs a refusal with its reason, and never the code, the state or a claim', async () => {
    const { cookie, location } = await startSignIn();
    const url = new URL(await choose(location, '3001'));
    expect((await callback(url.href, cookie)).searchParams.get('error')).toBe('account-not-linked');
    const log = await logged('sign-in refused');
    const refusals = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'sign-in refused');
    expect(refusals).toContainEqual(
      expect.objectContaining({
        signIn: 'refused',
        error: 'account-not-linked',
        reason: 'no hd claim (not a Workspace account)',
      }),
    );
    for (const secret of [
      url.searchParams.get('code')!,
      url.searchParams.get('state')!,
      'someone@gmail.com',
    ]) {
      expect(log).not.toContain(secret);
    }
  }, 20_000);

  it('refuses a tampered state and a tampered sign-in cookie (oauth_error on the portal callback)', async () => {
    const { cookie, location } = await startSignIn();
    const url = new URL(await choose(location, '1002'));
    const tampered = new URL(url);
    tampered.searchParams.set('state', `${url.searchParams.get('state')!.slice(0, -2)}xx`);
    const forged = new URL((await get(tampered.href, cookie)).headers.get('location')!);
    expect(forged.origin + forged.pathname).toBe(`${PORTAL}/auth/callback`);
    expect(forged.searchParams.get('error')).toBe('oauth_error');
    expect(forged.searchParams.has('token')).toBe(false);
    expect((await callback(url.href, `${cookie.slice(0, -2)}xx`)).searchParams.get('error')).toBe(
      'oauth_error',
    );
  }, 20_000);

  it('refuses a replayed callback', async () => {
    const { cookie, location } = await startSignIn();
    const url = await choose(location, '1002');
    expect((await callback(url, cookie)).searchParams.get('token')).toBeTruthy();
    const replay = await callback(url, cookie);
    expect(replay.searchParams.get('error')).toBe('oauth_error');
    expect(replay.searchParams.has('token')).toBe(false);
  }, 20_000);

  it('answers oauth-init-failed when the provider is down, and verifies a rotated key after', async () => {
    expect((await signInAs('1002')).searchParams.get('token')).toBeTruthy();
    await provider.stop();
    const start = await get(`${apiUrl}/auth/oauth/google?popup=true&action=login&domain=admin`);
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${PORTAL}/auth/callback`);
    expect(location.searchParams.get('error')).toBe('oauth-init-failed');
    expect(location.searchParams.get('popup')).toBe('true');
    // Back with a new signing key: the API fetches the keys again for the unknown kid.
    await provider.restartWithNewKey('key-2');
    expect((await signInAs('1002')).searchParams.get('token')).toBeTruthy();
  }, 30_000);
});
