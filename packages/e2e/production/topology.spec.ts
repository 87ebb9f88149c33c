// The portal as `npm run start:production` runs it (docs/production.md): Debian's nginx
// serving every build from deploy/nginx's configuration and proxying the API's paths to two API
// processes on one PostgreSQL server. The same checks as on `npm start`, through the real parts.
import type { ActivitiesResponse } from '@portal/contract/activities';
import type { CouponsResponse } from '@portal/contract/coupons';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { UsersResponse } from '@portal/contract/users';
import { APPS, SHELL } from '@portal/registry/apps';
import {
  PRODUCTION_PATHS,
  PRODUCTION_PORTS,
  PRODUCTION_URL,
  productionPortalConfig,
  remoteUrlOnPortal,
} from '@portal/delivery';
import {
  cacheControlFor,
  distDir,
  portalOrigins,
  REPO_ROOT,
  securityHeaders,
  CALLBACK_OPENER_POLICY,
  CALLBACK_PATH,
} from '@portal/launcher';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { dirname, join } from 'node:path';
import { buildIn, copyRemoteRequiring } from '../src/deploy';
import { createPageErrorLog, type PageErrorLog } from '../src/pageErrors';
import { BAD_RELEASE_ERROR, buildBadCouponsRelease, expectPublishPromoteRollBack } from '../src/releaseLoop';
import { productionReleasesRoot, releaseCommand, restoringLiveReleases } from '../src/releases';
import {
  chooseAccount,
  GOOGLE_ACCOUNTS,
  GOOGLE_CLIENT,
  openGooglePopup,
  redirectUriFor,
  signInThroughGoogle,
} from '../src/googleSignIn';
import { writeStorageState } from '../src/signIn';
import { SCREENS } from '../tests/screens';

// Signed in through the OpenID Connect server standing in for Google (production/startWithGoogle.ts).
const ADMIN = GOOGLE_ACCOUNTS.admin;
/** nginx by address, for the requests made here without a browser. */
const NGINX = `http://127.0.0.1:${PRODUCTION_PORTS.portal}`;
const adminState = join(REPO_ROOT, 'test-results', 'production', 'admin.json');

type Api = { get<T>(path: string): Promise<T> };

/** The API as the admin, through nginx like the portal's own calls. */
function apiAs(token: string): Api {
  return {
    async get<T>(path: string) {
      const response = await fetch(`${PRODUCTION_URL}${path}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
      return (await response.json()) as T;
    },
  };
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body arrives as sent (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

let token: string;

test.beforeAll(async () => {
  const signedIn = await signInThroughGoogle(PRODUCTION_URL, ADMIN);
  mkdirSync(dirname(adminState), { recursive: true });
  writeStorageState(adminState, PRODUCTION_URL, signedIn);
  token = signedIn.token;
});

async function watchedPage(browser: Browser, errors: PageErrorLog, storageState?: string): Promise<Page> {
  const page = await (await browser.newContext({ storageState })).newPage();
  errors.watch(page);
  return page;
}

test('nginx serves every build with its precompressed copies, cache policy and security headers', async () => {
  const configText = (await rawGet(`${NGINX}/portal-config.json`)).body.toString('utf8');
  expect(JSON.parse(configText)).toEqual(productionPortalConfig());
  const expectedHeaders = securityHeaders(portalOrigins(configText));
  const expectServedWithHeaders = (response: RawResponse, what: string) => {
    expect(response.headers.server, what).toBe('nginx');
    // The sign-in popup returns to /auth/callback from pages without an opener policy.
    const opener = what === CALLBACK_PATH ? { 'Cross-Origin-Opener-Policy': CALLBACK_OPENER_POLICY } : {};
    for (const [name, value] of Object.entries({ ...expectedHeaders, ...opener })) {
      expect(response.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
    }
  };

  for (const app of APPS) {
    const dist = distDir(app.dir);
    const base = app === SHELL ? NGINX : remoteUrlOnPortal(NGINX, app.name);
    const hashedChunk = readdirSync(dist).find(
      (name) => /\.[0-9a-f]{8}\.js$/.test(name) && existsSync(join(dist, `${name}.br`)),
    );
    expect(hashedChunk, `${app.dir}: a hashed chunk with a brotli copy`).toBeDefined();
    const entry = app === SHELL ? 'main.js' : 'remoteEntry.js';
    for (const name of ['mf-manifest.json', entry, hashedChunk!]) {
      for (const [encoding, suffix] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        const what = `${app.dir}/${name} (${encoding})`;
        const response = await rawGet(`${base}/${name}`, { 'accept-encoding': encoding });
        expect(response.status, what).toBe(200);
        expectServedWithHeaders(response, what);
        expect(response.headers['cache-control'], what).toBe(cacheControlFor(name));
        // The build's own copy, byte for byte: nothing is compressed per request.
        const copy = join(dist, `${name}${suffix}`);
        const compressed = existsSync(copy);
        expect(response.headers['content-encoding'], what).toBe(compressed ? encoding : undefined);
        expect(response.body.equals(readFileSync(compressed ? copy : join(dist, name))), what).toBe(true);
      }
    }
    const sourceMap = readdirSync(dist).find((name) => name.endsWith('.map'));
    expect(sourceMap, `${app.dir}: a hidden source map`).toBeDefined();
    expect((await rawGet(`${base}/${sourceMap}`)).status, `${app.dir}/${sourceMap}`).toBe(404);
    expect((await rawGet(`${base}/missing.0badc0de.js`)).status).toBe(404);
  }

  // Client-side routes and the portal's own sign-in screens are the shell's page, as built.
  const page = readFileSync(join(distDir(SHELL.dir), 'index.html'));
  for (const path of ['/', '/app/users/some-id', '/auth/callback']) {
    const response = await rawGet(`${NGINX}${path}`);
    expect(response.status, path).toBe(200);
    expectServedWithHeaders(response, path);
    expect(response.headers['cache-control'], path).toBe('no-cache');
    expect(response.body.equals(page), path).toBe(true);
  }

  // The API's paths reach an API process, whose answers keep the API's own headers; both listen.
  const viaNginx = await rawGet(`${NGINX}/admin/users?limit=1`);
  expect(viaNginx.status).toBe(401);
  expect(viaNginx.headers['x-request-id']).toBeTruthy();
  expect(viaNginx.headers['content-security-policy']).not.toBe(expectedHeaders['Content-Security-Policy']);
  for (const port of PRODUCTION_PORTS.api) {
    expect((await rawGet(`http://127.0.0.1:${port}/admin/users?limit=1`)).status, `API on ${port}`).toBe(401);
  }
});

test('sign-in goes to the OpenID Connect server, with the redirect URI on the portal URL; the stand-in page is off', async () => {
  const start = await fetch(`${PRODUCTION_URL}/auth/oauth/google?popup=true&action=login&domain=admin`, {
    redirect: 'manual',
  });
  expect(start.status).toBe(302);
  const location = new URL(start.headers.get('location')!);
  expect(location.hostname).toBe('127.0.0.1');
  expect(location.searchParams.get('client_id')).toBe(GOOGLE_CLIENT.id);
  expect(location.searchParams.get('redirect_uri')).toBe(redirectUriFor(PRODUCTION_URL));
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  expect(await start.text()).not.toContain(ADMIN.email);
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const cells = (page: Page, table: string, column: number) =>
  page.getByRole('table', { name: table, exact: true }).locator(`tbody tr td:nth-child(${column})`);

test('a section redeployed into its folder reaches an open portal, and runs after Reload', async ({
  browser,
}) => {
  test.setTimeout(10 * 60_000);
  const newVersion = '9.9.9';
  const errors = createPageErrorLog();
  const page = await watchedPage(browser, errors, adminState);
  await page.goto('/app/coupons');
  await expect(heading(page, 'Coupons')).toBeVisible();

  const served = distDir('mfe-coupons');
  const before = join(REPO_ROOT, '.data', 'production-e2e', 'mfe-coupons-dist');
  rmSync(before, { recursive: true, force: true });
  cpSync(served, before, { recursive: true });
  // The squad's build, made elsewhere (its CI), of the same section with a new version.
  const squadCopy = copyRemoteRequiring('mfe-coupons', {});
  try {
    await buildIn(squadCopy, { PORTAL_APP_VERSION: newVersion });
    // The upload: its files over the served folder, nothing deleted (README "Deploying a section").
    cpSync(join(squadCopy, 'dist'), served, { recursive: true });

    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const notice = page.getByRole('status').filter({ hasText: 'Coupons has been updated' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(cells(page, 'Coupons', 1).first()).toBeVisible();

    await mainMenu(page).getByRole('link', { name: 'Settings' }).click();
    const coupons = page
      .getByRole('table', { name: 'Sections' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'coupons', exact: true }) })
      .getByRole('cell');
    await expect(coupons.nth(2)).toHaveText(newVersion);
    await expect(coupons.nth(5)).toHaveText('loaded');
  } finally {
    rmSync(served, { recursive: true, force: true });
    cpSync(before, served, { recursive: true });
    rmSync(before, { recursive: true, force: true });
    rmSync(dirname(squadCopy), { recursive: true, force: true });
  }
  expect(errors.unexpected(), 'uncaught errors, console errors and dialogs').toEqual([]);
});

/** The popup sign-in through the OpenID Connect server's account chooser, as a person does it. */
async function signInThroughPopup(page: Page) {
  await page.goto('/login');
  await chooseAccount(await openGooglePopup(page), ADMIN);
  await expect(page).toHaveURL(/\/app$/);
}

const count = (value: number) => value.toLocaleString('en-AU');

/** The portal's checks: every section, a detail of each kind and an export, each against the API. */
function portalChecks(page: Page, api: Api): (() => Promise<void>)[] {
  const openSection = async (label: string) => {
    await mainMenu(page).getByRole('link', { name: label }).click();
    await expect(heading(page, label)).toBeVisible();
  };
  const openScreen = async (path: (api: Api) => Promise<string>) => page.goto(await path(api));
  return [
    async () => {
      const { total, totalActive } = await api.get<UsersResponse>('/admin/users?limit=1');
      await openSection('Dashboard');
      await expect(
        page.getByRole('main').getByRole('link', { name: new RegExp(`^Total Users\\s*[\\d,]+`) }),
      ).toHaveText(`Total Users${count(total)}${count(totalActive)} active`);
    },
    async () => {
      const { activities } = await api.get<ActivitiesResponse>('/admin/activities?limit=10&offset=0');
      await openSection('Activities');
      await expect(cells(page, 'Activities', 2)).toContainText(
        activities.map(({ activity }) => activity.description),
      );
    },
    async () => {
      const { users } = await api.get<UsersResponse>('/admin/users?limit=25&offset=0');
      await openSection('Users');
      await expect(cells(page, 'Users', 2)).toHaveText(users.map((user) => user.email));
    },
    async () => {
      const { organisations } = await api.get<OrganisationsResponse>(
        '/admin/organisations?limit=25&offset=0',
      );
      await openSection('Organisations');
      await expect(cells(page, 'Organisations', 1)).toHaveText(organisations.map((o) => o.name));
    },
    async () => {
      const { coupons } = await api.get<CouponsResponse>('/admin/coupons?limit=100');
      await openSection('Coupons');
      await expect(cells(page, 'Coupons', 1)).toHaveText(coupons.map((coupon) => coupon.id));
    },
    async () => {
      const { users } = await api.get<UsersResponse>('/admin/users?limit=1&offset=0');
      const user = users[0]!;
      await openScreen(SCREENS.user.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        user.firstName && user.lastName ? `${user.firstName} ${user.lastName}` : user.email,
      );
    },
    async () => {
      const { organisations } = await api.get<OrganisationsResponse>('/admin/organisations?limit=1&offset=0');
      await openScreen(SCREENS.organisation.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(organisations[0]!.name);
    },
    async () => {
      const { coupons } = await api.get<CouponsResponse>('/admin/coupons?limit=1');
      await openScreen(SCREENS.coupon.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(coupons[0]!.name ?? coupons[0]!.id);
    },
    async () => {
      const { total } = await api.get<UsersResponse>('/admin/users?limit=1');
      await page.goto('/app/users');
      await expect(cells(page, 'Users', 2).first()).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      await expect(page.getByText(`Exported ${count(total)} rows`)).toBeVisible();
      expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv.split('\r\n')[0]).toContain('Email');
    },
  ];
}

/** What nginx answers `init` at `path`, or null if it has not answered within `ms`. */
async function answerWithin(path: string, init: RequestInit, ms: number) {
  const answer = fetch(`${NGINX}${path}`, init).then((response) => response.status);
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
  return { answer, early: await Promise.race([answer, late]) };
}

/**
 * A request nginx passed to the API process that is frozen (SIGSTOP), so it is in flight there:
 * sent again until one is not answered at once (the others went to the other process).
 */
async function requestInFlightOn(init: RequestInit, path: string): Promise<{ answer: Promise<number> }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const { answer, early } = await answerWithin(path, init, 500);
    // Wrapped: an async function returning the promise itself would wait for it.
    if (early === null) return { answer };
  }
  throw new Error(`No ${init.method ?? 'GET'} ${path} reached the frozen API process`);
}

/**
 * Kills the API process on `port` as a crash does (SIGKILL) while a GET and a POST are in flight
 * on it, and resolves what nginx answered each.
 */
async function killApiProcessMidRequest(port: number) {
  const pid = Number(readFileSync(PRODUCTION_PATHS.apiPidFile(port), 'utf8'));
  process.kill(pid, 'SIGSTOP');
  const get = await requestInFlightOn(
    { headers: { Authorization: `Bearer ${token}` } },
    '/admin/users?limit=1',
  );
  const post = await requestInFlightOn(
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"refreshToken":"none"}' },
    '/auth/refresh',
  );
  process.kill(pid, 'SIGKILL');
  await expect
    .poll(() =>
      fetch(`http://127.0.0.1:${port}/`).then(
        () => 'listening',
        () => 'gone',
      ),
    )
    .toBe('gone');
  return { get: await get.answer, post: await post.answer };
}

test('releases behind nginx: two published, the second promoted, then rolled back without a build', async ({
  browser,
}) => {
  test.setTimeout(10 * 60_000);
  const version = `1.0.1-bad.${Date.now()}`;
  const bad = await buildBadCouponsRelease(version);
  const errors = createPageErrorLog();
  errors.allowConsoleErrors(BAD_RELEASE_ERROR);
  const page = await watchedPage(browser, errors, adminState);
  const release = (args: string[]) =>
    releaseCommand(args, { env: { PORTAL_RELEASES_DIR: productionReleasesRoot }, portal: ['--production'] });
  try {
    await restoringLiveReleases(async () => {
      const rollbackMs = await expectPublishPromoteRollBack(page, release, { dist: bad.dist, version });
      console.log(
        `Rollback command to a reloaded page running the old release, behind nginx: ${rollbackMs} ms`,
      );
    }, PRODUCTION_PATHS.portalConfig);
  } finally {
    bad.cleanUp();
  }
  expect(errors.unexpected(), 'uncaught errors, console errors and dialogs').toEqual([]);
});

test('sign-in, every section, details and an export pass, with the API process on 4001 killed in the middle', async ({
  browser,
}) => {
  test.setTimeout(4 * 60_000);
  const errors = createPageErrorLog();
  const page = await watchedPage(browser, errors);
  await signInThroughPopup(page);
  const checks = portalChecks(page, apiAs(token));
  const middle = Math.floor(checks.length / 2);
  for (const check of checks.slice(0, middle)) await check();
  const [killed, left] = PRODUCTION_PORTS.api;
  // The failover rule (deploy/nginx/snippets/portal-api-proxy.conf): the GET is answered by the
  // other process; the POST, which may have been handled, is not sent twice.
  expect(await killApiProcessMidRequest(killed)).toEqual({ get: 200, post: 502 });
  for (const check of checks.slice(middle)) await check();

  // Everything again on the process left: a new sign-in, then every check.
  const again = await watchedPage(browser, errors);
  await signInThroughPopup(again);
  for (const check of portalChecks(again, apiAs(token))) await check();
  expect((await rawGet(`http://127.0.0.1:${left}/admin/users?limit=1`)).status).toBe(401);
  expect(errors.unexpected(), 'uncaught errors, console errors and dialogs').toEqual([]);
});
