import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { appNamed, portsOnBase } from '@portal/registry/apps';
import { createPageErrorLog, type PageErrorLog } from '../src/pageErrors';
import { apiUrl, basePort, controlUrl, shellUrl } from '../src/ports';
import { signInForTest, storageStateOf, type SignedInAccount } from '../src/signIn';

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

export const test = base.extend<Fixtures>({
  adminSession: async ({}, use) => use(await signInForTest(apiUrl, 'admin@example.com')),
  memberSession: async ({}, use) => use(await signInForTest(apiUrl, 'member@example.com')),
  adminStorageState: async ({ adminSession }, use) => use(storageStateOf(shellUrl, adminSession)),
  adminPage: async ({ browser, adminStorageState }, use) => {
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
    async ({ browser }, use) => {
      const log = createPageErrorLog();
      const watchPages = (context: BrowserContext) => context.on('page', (page) => log.watch(page));
      browser.on('context', watchPages);
      await use(log);
      browser.off('context', watchPages);
      expect(log.unexpected(), 'uncaught errors, console errors and dialogs').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
