// Faults: every screen with the API failing, slow or gone, and each remote's server down.
// The screen keeps its frame and says what failed in place (docs/product.md "Errors"), nothing uncaught
// reaches the console (the pageErrors fixture), and the page recovers without a reload.
import type { Locator, Page } from '@playwright/test';
import { breakApi, type ApiFault } from '../src/apiFaults';
import { expect, test } from './fixtures';
import { SCREENS, SECTIONS, type Screen } from './screens';

interface FaultScreen extends Screen {
  /** The page's own heading, shown before and whatever its data. */
  heading?: string;
  /** docs/product.md "Errors" texts, one per block of the screen that loads on its own. */
  errors: string[];
  /** The labels of the spinners those blocks show while they wait. */
  spinners: string[];
  /** What the data brings once the API answers. */
  loaded(page: Page): Locator[];
}

const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const pageHeading = (page: Page, name?: string) => page.getByRole('heading', { level: 1, name, exact: true });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const sectionFailure = (page: Page, label: string) =>
  page.getByRole('alert').filter({ hasText: `The ${label} section could not be loaded.` });
const errorText = (scope: Page | Locator, text: string) =>
  scope.getByRole('alert').filter({ hasText: new RegExp(`^${text}$`) });

/** A list screen: one block that loads, and a table named like the page's heading. */
const listScreen = (screen: Screen, heading: string, error: string, spinner: string): FaultScreen => ({
  ...screen,
  heading,
  errors: [error],
  spinners: [spinner],
  loaded: (page) => [table(page, heading)],
});

const FAULT_SCREENS: FaultScreen[] = [
  {
    ...SCREENS.dashboard,
    heading: 'Dashboard',
    errors: ['Failed to fetch statistics', 'Failed to fetch growth data', 'Failed to fetch activities'],
    spinners: ['Loading statistics', 'Loading growth data', 'Loading activities'],
    loaded: (page) => [page.getByText('Total Users'), table(page, 'Activities')],
  },
  listScreen(SCREENS.activities, 'Activities', 'Failed to fetch activities', 'Loading activities'),
  listScreen(SCREENS.users, 'Users', 'Failed to fetch users', 'Loading users'),
  {
    ...SCREENS.user,
    errors: ['Failed to fetch user details'],
    spinners: ['Loading user'],
    loaded: (page) => [pageHeading(page), table(page, 'Organisations'), table(page, 'Activities')],
  },
  listScreen(
    SCREENS.organisations,
    'Organisations',
    'Failed to fetch organisations',
    'Loading organisations',
  ),
  {
    ...SCREENS.organisation,
    errors: [
      'Failed to fetch organisation details',
      'Failed to fetch team',
      'Failed to fetch invoices',
      'Failed to fetch activities',
    ],
    spinners: ['Loading organisation', 'Loading team', 'Loading invoices', 'Loading activities'],
    loaded: (page) => [pageHeading(page), table(page, 'Invoices'), table(page, 'Activities')],
  },
  listScreen(SCREENS.coupons, 'Coupons', 'Failed to fetch coupons', 'Loading coupons'),
  {
    ...SCREENS.coupon,
    errors: ['Failed to fetch coupon details'],
    spinners: ['Loading coupon'],
    loaded: (page) => [pageHeading(page), page.getByRole('region', { name: 'Usage' })],
  },
  // Settings reads no API: it must simply not notice.
  {
    ...SCREENS.settings,
    heading: 'Settings',
    errors: [],
    spinners: [],
    loaded: (page) => [table(page, 'Sections')],
  },
];

const FAULTS: { fault: ApiFault; title: string }[] = [
  { fault: 'error500', title: 'answering 500' },
  { fault: 'slow', title: 'answering after 10 s' },
  { fault: 'unreachable', title: 'unreachable' },
];

// SWR shows the error of the first failed call, but a busy machine may be slow to get there.
const ERROR_TIMEOUT = 20_000;

/** A mark on the window: still there later means the page was never reloaded. */
const markPage = (page: Page) =>
  page.evaluate(() => ((window as unknown as { faultMark: boolean }).faultMark = true));
const isSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { faultMark?: boolean }).faultMark === true);

test.describe('the API', () => {
  for (const { fault, title } of FAULTS) {
    for (const screen of FAULT_SCREENS) {
      test(`${title}: ${screen.name} says so in place and recovers`, async ({
        adminPage: page,
        api,
        pageErrors,
      }) => {
        const path = await screen.path(api);
        const apiFault = await breakApi(page, fault);
        apiFault.callPrefixes.forEach((prefix) => pageErrors.allowFailedLoadsFrom(prefix));

        await page.goto(path);
        // Never a blank page: the frame and the screen's own heading stay.
        await expect(mainMenu(page)).toBeVisible();
        if (screen.heading) await expect(pageHeading(page, screen.heading)).toBeVisible();
        if (fault === 'slow') {
          for (const label of screen.spinners) {
            await expect(page.getByRole('main').getByRole('status', { name: label })).toBeVisible();
          }
        } else {
          for (const text of screen.errors) {
            await expect(errorText(page.getByRole('main'), text)).toBeVisible({ timeout: ERROR_TIMEOUT });
          }
        }

        await markPage(page);
        await apiFault.end();
        if (fault !== 'slow' && screen.errors.length > 0) {
          // Away and back through the menu and history: the screen asks again.
          await mainMenu(page).getByRole('link', { name: 'Settings' }).click();
          await expect(pageHeading(page, 'Settings')).toBeVisible();
          await page.goBack();
        }
        for (const content of screen.loaded(page)) await expect(content).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
        expect(await isSamePage(page)).toBe(true);
      });
    }
  }

  test('failing in any way leaves the login page whole', async ({ page, pageErrors }) => {
    for (const { fault } of FAULTS) {
      const apiFault = await breakApi(page, fault);
      apiFault.callPrefixes.forEach((prefix) => pageErrors.allowFailedLoadsFrom(prefix));
      await page.goto('/login');
      await expect(pageHeading(page, 'Admin Login')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
      await apiFault.end();
    }
  });
});

test.describe('a remote unreachable', () => {
  for (const section of SECTIONS) {
    test(`${section.remote}: breaks only its own section, and Retry brings it back`, async ({
      adminPage: page,
      portal,
    }) => {
      await portal.stopRemote(section.remote);

      // The other sections, one after the other through the menu, then this one.
      const [first, ...rest] = SECTIONS.filter((candidate) => candidate !== section);
      await page.goto(first!.path);
      await expect(pageHeading(page, first!.label)).toBeVisible();
      await markPage(page);
      for (const other of rest) {
        await mainMenu(page).getByRole('link', { name: other.label }).click();
        await expect(pageHeading(page, other.label)).toBeVisible();
      }
      await mainMenu(page).getByRole('link', { name: section.label }).click();
      const failure = sectionFailure(page, section.label);
      await expect(failure).toBeVisible();
      await expect(mainMenu(page)).toBeVisible();

      await portal.startRemote(section.remote);
      await failure.getByRole('button', { name: 'Retry' }).click();
      await expect(pageHeading(page, section.label)).toBeVisible();
      expect(await isSamePage(page)).toBe(true);
    });
  }

  for (const section of SECTIONS) {
    test(`${section.remote}: opened directly, its early start fails into its own section only`, async ({
      adminPage: page,
      portal,
    }) => {
      await portal.stopRemote(section.remote);

      // A cold load of the section's URL starts its remote (and its prefetch) before the first render.
      await page.goto(section.path);
      const failure = sectionFailure(page, section.label);
      await expect(failure).toBeVisible();
      await expect(mainMenu(page)).toBeVisible();
      await markPage(page);

      const other = SECTIONS.find((candidate) => candidate !== section)!;
      await mainMenu(page).getByRole('link', { name: other.label }).click();
      await expect(pageHeading(page, other.label)).toBeVisible();

      // Back up: the next visit loads it afresh, without a reload.
      await portal.startRemote(section.remote);
      await mainMenu(page).getByRole('link', { name: section.label }).click();
      await expect(pageHeading(page, section.label)).toBeVisible();
      expect(await isSamePage(page)).toBe(true);
    });
  }

  test('activities: each embedded activity list falls back alone, and Retry brings it back', async ({
    adminPage: page,
    api,
    portal,
  }) => {
    await portal.stopRemote('activities');
    const fallback = (region: string) =>
      page
        .getByRole('region', { name: region })
        .getByText('Recent activities are unavailable right now.', { exact: true });

    await page.goto('/app');
    await expect(fallback('Recent Activity')).toBeVisible();
    await expect(page.getByText('Total Users')).toBeVisible();

    await page.goto(await SCREENS.user.path(api));
    await expect(fallback('Recent Activities')).toBeVisible();
    await expect(table(page, 'Organisations')).toBeVisible();

    await page.goto(await SCREENS.organisation.path(api));
    await expect(fallback('Recent Activities')).toBeVisible();
    await expect(table(page, 'Invoices')).toBeVisible();

    await markPage(page);
    await portal.startRemote('activities');
    await page
      .getByRole('region', { name: 'Recent Activities' })
      .getByRole('button', { name: 'Retry' })
      .click();
    await expect(table(page, 'Activities')).toBeVisible();
    expect(await isSamePage(page)).toBe(true);
  });
});
