// Each remote served alone, as its squad runs it: its own origin, its own session, the same popup
// sign-in as the shell (returning to this origin, which the API allows only in development) and
// live data from the API's own origin. Every registered remote, from its production build; one
// from its webpack dev server as `npm run dev` serves it.
import type { AccesslogResponse } from '@portal/contract/accesslog';
import type { ActivitiesResponse } from '@portal/contract/activities';
import type { CouponsResponse } from '@portal/contract/coupons';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { UsersResponse } from '@portal/contract/users';
import { startDev, startPortal, type RunningDev, type RunningPortal } from '@portal/launcher';
import { registeredSection } from '@portal/registry';
import { appNamed, REMOTES } from '@portal/registry/apps';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { basePort } from '../src/ports';
import { signInThroughStandIn } from '../src/signIn';

// Their own portal and dev setup beside the shared one: that one's API must keep allowing the
// portal's origin only.
const STANDALONE_BASE_PORT = basePort + 20;
const DEV_BASE_PORT = basePort + 30;

type Api = { get<T>(path: string): Promise<T> };

/** A count as the portal writes it: en-AU thousands separators. */
const count = (value: number) => value.toLocaleString('en-AU');
const columnCells = (page: Page, table: string, column: number): Locator =>
  page.getByRole('table', { name: table }).locator(`tbody tr td:nth-child(${column})`);

/**
 * What each remote's own page shows, compared with the API's answer. A section without an entry is
 * checked as `npm run new-section` writes it (checkGeneratedList).
 */
const LIVE_DATA_CHECKS: Record<string, (page: Page, api: Api) => Promise<void>> = {
  async dashboard(page, api) {
    const [users, activities] = await Promise.all([
      api.get<UsersResponse>('/admin/users?limit=1'),
      api.get<ActivitiesResponse>('/admin/activities?limit=1'),
    ]);
    await expect(page.getByRole('link', { name: /^Total Users\s*[\d,]+/ })).toHaveText(
      `Total Users${count(users.total)}${count(users.totalActive)} active`,
    );
    await expect(page.getByRole('link', { name: /^Activities\s*[\d,]+/ })).toHaveText(
      `Activities${count(activities.total)}Total recorded`,
    );
  },
  async users(page, api) {
    const { users } = await api.get<UsersResponse>('/admin/users?limit=25&offset=0');
    expect(users).toHaveLength(25);
    await expect(columnCells(page, 'Users', 2)).toHaveText(users.map((user) => user.email));
  },
  async organisations(page, api) {
    const { organisations } = await api.get<OrganisationsResponse>('/admin/organisations?limit=25&offset=0');
    expect(organisations).toHaveLength(25);
    await expect(columnCells(page, 'Organisations', 1)).toHaveText(
      organisations.map((organisation) => organisation.name),
    );
  },
  async coupons(page, api) {
    const { coupons } = await api.get<CouponsResponse>('/admin/coupons?limit=100');
    expect(coupons.length).toBeGreaterThan(0);
    await expect(columnCells(page, 'Coupons', 1)).toHaveText(coupons.map((coupon) => coupon.id));
  },
  async accesslog(page, api) {
    // The page listed the log before this call, so its newest row (the sign-in) is in this answer
    // too, behind at most the page's own listing, recorded as it was answered.
    const newestRow = page.getByRole('table', { name: 'Access log' }).locator('tbody tr').first();
    await expect(newestRow).toContainText('signed in');
    const { records } = await api.get<AccesslogResponse>('/admin/access-log?limit=25&offset=0');
    const shown = await newestRow.innerText();
    expect(records.some((record) => shown.includes(record.requestId))).toBe(true);
  },
  async activities(page, api) {
    const { activities } = await api.get<ActivitiesResponse>('/admin/activities?limit=10&offset=0');
    expect(activities).toHaveLength(10);
    // A long description also holds its 'Show more' button.
    await expect(columnCells(page, 'Activities', 2)).toContainText(
      activities.map(({ activity }) => activity.description),
    );
  },
};

/**
 * A generated section's list: its table, named by its label, shows a row for each row of the first
 * page its endpoint `GET /admin/<name>` answers (`{ rows, total }`).
 */
const checkGeneratedList =
  (name: string, label: string) =>
  async (page: Page, api: Api): Promise<void> => {
    const { rows } = await api.get<{ rows: unknown[] }>(`/admin/${name}?limit=25&offset=0`);
    expect(rows.length).toBeGreaterThan(0);
    await expect(page.getByRole('table', { name: label }).locator('tbody tr')).toHaveCount(rows.length);
  };

/**
 * Opens remote `name`'s page on `origin` signed out, signs in through the popup of the API at
 * `apiUrl` as admin@example.com, and checks the page then shows what the API answers.
 */
async function expectSignInAndLiveData(page: Page, name: string, origin: string, apiUrl: string) {
  const { basePath, label } = registeredSection(name);
  const checkLiveData = LIVE_DATA_CHECKS[name] ?? checkGeneratedList(name, label);
  await page.goto(`${origin}${basePath}`);
  // Not signed in on this origin: the guard sends the page to the sign-in screen, remembering it
  // (the dashboard's '/app/' is the default, which it leaves out).
  const sectionPage = basePath.replace(/(.)\/$/, '$1');
  const returnUrl = sectionPage === '/app' ? '' : `?${new URLSearchParams({ returnUrl: sectionPage })}`;
  await expect(page).toHaveURL(`${origin}/login${returnUrl}`);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).origin).toBe(new URL(apiUrl).origin);
  await popup.getByRole('button', { name: /(^|\s)admin@example\.com(\s|$)/ }).click();
  await popup.waitForEvent('close');

  // Back on the page asked for ('/app/' is the dashboard's, which the router writes '/app').
  await expect(page).toHaveURL(`${origin}${sectionPage}`);
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  await checkLiveData(page, {
    async get<T>(path: string) {
      const answer = await fetch(`${apiUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(answer.status, `GET ${path}`).toBe(200);
      return (await answer.json()) as T;
    },
  });
}

test.describe('production builds', () => {
  let portal: RunningPortal;

  test.beforeAll(async () => {
    portal = await startPortal({
      basePort: STANDALONE_BASE_PORT,
      // The demo's admin is an auditor, as under npm start: the access log's remote shows them its log.
      api: { dataDir: 'memory://', seedScale: 'small', auditorEmails: ['admin@example.com'] },
      developmentOrigins: true,
    });
  });

  test.afterAll(async () => {
    await portal?.close();
  });

  for (const { name } of REMOTES) {
    test(`the ${name} remote alone signs in with the popup and shows the live data`, async ({ page }) => {
      await expectSignInAndLiveData(page, name, portal.remoteUrl(name), portal.apiUrl);
    });
  }

  test("the activities remote alone puts its page's CSS in once: its HTML carries it, its Section adds no copy", async ({
    page,
  }) => {
    const { token, user } = await signInThroughStandIn(portal.apiUrl, portal.shellUrl, 'admin@example.com');
    await page.addInitScript(
      (session) => {
        localStorage.setItem('token', session.token);
        localStorage.setItem('user', session.user);
      },
      { token, user: JSON.stringify(user) },
    );
    await page.goto(`${portal.remoteUrl('activities')}/app/activities`);
    await expect(page.getByRole('table', { name: 'Activities' }).locator('tbody tr')).toHaveCount(10);
    const namesPerElement = await page
      .locator('style[data-emotion^="css "]')
      .evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('data-emotion')!.split(' ').slice(1)),
      );
    const names = namesPerElement.flat();
    expect(names.length).toBeGreaterThan(0);
    expect(names.length).toBe(new Set(names).size);
  });
});

test.describe('npm run dev', () => {
  const REMOTE = 'users';
  let dev: RunningDev;

  test.beforeAll(async () => {
    // One webpack dev server's first build on a shared two-core machine.
    test.setTimeout(120_000);
    dev = await startDev({
      basePort: DEV_BASE_PORT,
      apps: [appNamed(REMOTE)],
      api: { dataDir: 'memory://', seedScale: 'small' },
      output: 'ignore',
    });
    await dev.ready();
  });

  test.afterAll(async () => {
    await dev?.close();
  });

  test(`the ${REMOTE} remote's dev server alone signs in with the popup and shows the live data`, async ({
    page,
  }) => {
    await expectSignInAndLiveData(page, REMOTE, dev.appUrl(REMOTE), dev.apiUrl);
  });
});
