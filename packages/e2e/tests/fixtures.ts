import { test as base, expect, type Page } from '@playwright/test';
import { appNamed, portsOnBase } from '@portal/registry/apps';
import { createPageErrorLog, type PageErrorLog } from '../src/pageErrors';
import { apiUrl, basePort, controlUrl, shellUrl, storageStatePath } from '../src/ports';

interface ApiAsAdmin {
  /** GET on the reference API as admin@example.com, to compare the screen with the data. */
  get<T>(path: string): Promise<T>;
}

interface Portal {
  shellUrl: string;
  apiUrl: string;
  remoteUrl(name: string): string;
  /** Stops one remote's server; always restart it (the fixture does at the end of the test). */
  stopRemote(name: string): Promise<void>;
  startRemote(name: string): Promise<void>;
}

interface Fixtures {
  adminPage: Page;
  memberPage: Page;
  api: ApiAsAdmin;
  portal: Portal;
  /** Pages given to `watch` must end the test without uncaught errors, console errors or dialogs. */
  pageErrors: PageErrorLog;
}

async function control(name: string, action: 'stop' | 'start') {
  const response = await fetch(`${controlUrl}/remotes/${name}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Could not ${action} ${name}: ${response.status}`);
}

export const test = base.extend<Fixtures>({
  adminPage: async ({ browser }, use) => {
    const context = await browser.newContext({ storageState: storageStatePath('admin') });
    await use(await context.newPage());
    await context.close();
  },
  memberPage: async ({ browser }, use) => {
    const context = await browser.newContext({ storageState: storageStatePath('member') });
    await use(await context.newPage());
    await context.close();
  },
  api: async ({}, use) => {
    const token = process.env.E2E_ADMIN_TOKEN;
    await use({
      async get<T>(path: string) {
        const response = await fetch(`${apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
        if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
        return (await response.json()) as T;
      },
    });
  },
  portal: async ({}, use) => {
    const stopped = new Set<string>();
    await use({
      shellUrl,
      apiUrl,
      // The launcher's layout on the test's base port.
      remoteUrl: (name) => `http://localhost:${portsOnBase(basePort).app(appNamed(name))}`,
      async stopRemote(name) {
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
  pageErrors: async ({}, use) => {
    const log = createPageErrorLog();
    await use(log);
    expect(log.unexpected(), 'uncaught errors, console errors and dialogs').toEqual([]);
  },
});

export { expect };
