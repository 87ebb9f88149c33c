import { test as base, chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { speedTricksOff } from '@portal/build/speed';
import { appNamed, portsOnBase } from '@portal/registry/apps';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPageErrorLog, type PageErrorLog } from '../src/pageErrors';
import { apiUrl, basePort, controlUrl, shellUrl } from '../src/ports';
import { sessionEntries, signInForTest, storageStateOf, type SignedInAccount } from '../src/signIn';

interface ApiAsAdmin {
  /** GET on the reference API as admin@example.com, to compare the screen with the data. */
  get<T>(path: string): Promise<T>;
}

interface Portal {
  shellUrl: string;
  apiUrl: string;
  remoteUrl(name: string): string;
  /** Where the portal's pages send an API call (`path` on the origin the portal's config names). */
  apiCallUrl(path: string): string;
  /**
   * Stops one remote's server, its pages' failed loads from it expected (`pageErrors`); always
   * restarted (the fixture does at the end of the test).
   */
  stopRemote(name: string): Promise<void>;
  startRemote(name: string): Promise<void>;
}

export type StorageState = ReturnType<typeof storageStateOf>;

interface WarmBrowser {
  context: BrowserContext;
  /** A page kept open on the portal's origin, to set its localStorage without loading the app. */
  storagePage: Page;
  /** Closes the browser and removes its profile. */
  close(): Promise<void>;
}

interface WorkerFixtures {
  /**
   * One browser context for the worker's `adminPage`s, with a profile on disk: its HTTP cache and
   * V8's code cache outlive each test, so a test's first load compiles nothing the run has compiled
   * before. Each test still starts with no cookies, no permissions and only its own session
   * (`adminPage`). Measured on this machine: a cold load in a new context 4.2 CPU-s, in this one
   * 2.1 (docs/testing.md "Where the time goes"). Off with PORTAL_SPEED_OFF=warmContext.
   */
  warmBrowser: WarmBrowser | null;
}

interface Fixtures {
  /**
   * A session of this test's own for admin@example.com (and member@example.com): signed in for
   * each test, so the API's cap of live sessions per account, which revokes the oldest, never
   * revokes one a running test uses, whatever ran before it.
   */
  adminSession: SignedInAccount;
  memberSession: SignedInAccount;
  /** `adminSession` as a context's storage state: `browser.newContext({ storageState })`. */
  adminStorageState: StorageState;
  adminPage: Page;
  memberPage: Page;
  api: ApiAsAdmin;
  portal: Portal;
  /**
   * Every page the test opens, through any fixture or `browser.newContext()`, is watched: the test
   * fails if one had an uncaught error, a console error or a dialog it did not allow.
   */
  pageErrors: PageErrorLog;
}

async function control(name: string, action: 'stop' | 'start') {
  const response = await fetch(`${controlUrl}/remotes/${name}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Could not ${action} ${name}: ${response.status}`);
}

/** A static file of the shell's: a document on the portal's origin that runs none of the app. */
export const STORAGE_PAGE_PATH = '/favicon.svg';

async function openWarmBrowser(launchOptions: Parameters<typeof chromium.launch>[0]): Promise<WarmBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'portal-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL: shellUrl });
  const storagePage = context.pages()[0] ?? (await context.newPage());
  await storagePage.goto(STORAGE_PAGE_PATH);
  return {
    context,
    storagePage,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/** Leaves the warm context as a new one would be, signed in as `account`, and opens the test's page. */
async function pageSignedInAs(
  { context, storagePage }: WarmBrowser,
  account: SignedInAccount,
): Promise<Page> {
  await Promise.all(
    context
      .pages()
      .filter((page) => page !== storagePage)
      .map((page) => page.close()),
  );
  await context.clearCookies();
  await context.clearPermissions();
  await storagePage.evaluate((entries) => {
    localStorage.clear();
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, sessionEntries(account));
  return context.newPage();
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  warmBrowser: [
    async ({ launchOptions }, use) => {
      if (speedTricksOff().has('warmContext')) return use(null);
      const warm = await openWarmBrowser(launchOptions);
      await use(warm);
      await warm.close();
    },
    { scope: 'worker' },
  ],
  adminSession: async ({}, use) => use(await signInForTest(apiUrl, 'admin@example.com')),
  memberSession: async ({}, use) => use(await signInForTest(apiUrl, 'member@example.com')),
  adminStorageState: async ({ adminSession }, use) => use(storageStateOf(shellUrl, adminSession)),
  adminPage: async ({ browser, warmBrowser, adminSession, adminStorageState }, use) => {
    if (warmBrowser) {
      const page = await pageSignedInAs(warmBrowser, adminSession);
      await use(page);
      await page.close();
      return;
    }
    const context = await browser.newContext({ storageState: adminStorageState });
    await use(await context.newPage());
    await context.close();
  },
  memberPage: async ({ browser, memberSession }, use) => {
    const context = await browser.newContext({ storageState: storageStateOf(shellUrl, memberSession) });
    await use(await context.newPage());
    await context.close();
  },
  api: async ({ adminSession }, use) => {
    const { token } = adminSession;
    await use({
      async get<T>(path: string) {
        const response = await fetch(`${apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
        if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
        return (await response.json()) as T;
      },
    });
  },
  portal: async ({ pageErrors }, use) => {
    const stopped = new Set<string>();
    // The launcher's layout on the test's base port.
    const remoteUrl = (name: string) => `http://localhost:${portsOnBase(basePort).app(appNamed(name))}`;
    await use({
      shellUrl,
      apiUrl,
      remoteUrl,
      // The launcher's config sends the pages' API calls through the portal's own origin.
      apiCallUrl: (path) => `${shellUrl}${path}`,
      async stopRemote(name) {
        pageErrors.allowFailedLoadsFrom(remoteUrl(name));
        await control(name, 'stop');
        stopped.add(name);
      },
      async startRemote(name) {
        await control(name, 'start');
        stopped.delete(name);
      },
    });
    for (const name of stopped) await control(name, 'start');
  },
  // Automatic, so no spec can forget it: it sees every context the browser creates during the test.
  pageErrors: [
    async ({ browser, warmBrowser }, use) => {
      const log = createPageErrorLog();
      const watchPage = (page: Page) => log.watch(page);
      const watchPages = (context: BrowserContext) => context.on('page', watchPage);
      browser.on('context', watchPages);
      warmBrowser?.context.on('page', watchPage);
      await use(log);
      browser.off('context', watchPages);
      warmBrowser?.context.off('page', watchPage);
      expect(log.unexpected(), 'uncaught errors, console errors and dialogs').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
