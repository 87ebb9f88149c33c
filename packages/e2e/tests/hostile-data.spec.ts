// Hostile data: the reference API's seed holds rows with markup in names, script URLs,
// a 10,000-character description, emoji and right-to-left text. Found here through the API, they
// must show as the text they are: no element, link or script comes out of them, and the layout holds.
import type { ActivitiesResponse, ActivityListItem } from '@portal/contract/activities';
import type { Organisation, OrganisationsResponse } from '@portal/contract/organisations';
import type { User, UsersResponse } from '@portal/contract/users';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

type Api = { get<T>(path: string): Promise<T> };

const SCRIPT_URL = 'javascript:alert(1)';
const MARKUP = '<img src=x onerror=alert(1)>';
const LONG_DESCRIPTION_LENGTH = 10_000;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

async function findOrganisation(api: Api, search: string, match: (organisation: Organisation) => boolean) {
  const { organisations } = await api.get<OrganisationsResponse>(
    `/admin/organisations?${new URLSearchParams({ search, limit: '25', offset: '0' })}`,
  );
  const found = organisations.find(match);
  if (!found) throw new Error(`No seeded organisation for the search ${search}`);
  return found;
}

async function findUser(api: Api, search: string): Promise<User> {
  const { users } = await api.get<UsersResponse>(
    `/admin/users?${new URLSearchParams({ search, limit: '25', offset: '0' })}`,
  );
  if (users.length !== 1) throw new Error(`Expected one seeded user for the search ${search}`);
  return users[0]!;
}

const fullName = (user: User) => `${user.firstName} ${user.lastName}`;

/** Nothing the data carried became markup, a script link or an alert (the pageErrors fixture). */
async function expectInert(page: Page) {
  await expect(page.locator('a[href^="javascript:" i], [src^="javascript:" i]')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('main b')).toHaveCount(0);
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const scroller = document.scrollingElement!;
    return scroller.scrollWidth - scroller.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(1);
}

test.describe('markup and script URLs', () => {
  test('the organisation with markup in its names and a javascript: website and PDF link', async ({
    adminPage: page,
    api,
  }) => {
    const organisation = await findOrganisation(api, 'onerror', (found) => found.website === SCRIPT_URL);
    expect(organisation.name).toContain(MARKUP);

    await page.goto(`/app/organisations?${new URLSearchParams({ q: 'onerror' })}`);
    const table = page.getByRole('table', { name: 'Organisations' });
    await expect(table.getByRole('cell', { name: organisation.name, exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: organisation.legalName!, exact: true })).toBeVisible();
    await expectInert(page);

    await table.getByRole('cell', { name: organisation.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(organisation.name);
    const contact = page.getByRole('region', { name: 'Organization & Contact' });
    await expect(contact.getByRole('definition').first()).toHaveText(organisation.legalName!);
    await expect(contact.getByText(SCRIPT_URL, { exact: true })).toBeVisible();
    await expect(contact.getByRole('link')).toHaveCount(0);

    const invoices = page.getByRole('table', { name: 'Invoices' });
    await expect(invoices.getByText('Download', { exact: true })).toBeVisible();
    await expect(invoices.getByRole('link', { name: 'Download' })).toHaveCount(0);
    await expectInert(page);
    await expectNoHorizontalScroll(page);
  });

  test('the user with markup as first and last name', async ({ adminPage: page, api }) => {
    const user = await findUser(api, 'xss.probe');
    expect(user.firstName).toBe(MARKUP);

    await page.goto(`/app/users?${new URLSearchParams({ q: user.email })}`);
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByText(fullName(user), { exact: true })).toBeVisible();
    await expectInert(page);

    await table.locator('tbody tr', { hasText: user.email }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fullName(user));
    const personal = page.getByRole('region', { name: 'Personal Information' });
    await expect(personal.getByRole('definition').nth(0)).toHaveText(user.firstName!);
    await expect(personal.getByRole('definition').nth(1)).toHaveText(user.lastName!);
    await expectInert(page);
    await expectNoHorizontalScroll(page);
  });
});

test.describe('a 10,000-character description', () => {
  // The long description is the newest ORGANISATION activity of the seed; every test's sign-in
  // records a newer AUTH activity, so the unfiltered feed's first page soon holds only those.
  const LONG_TYPE = 'ORGANISATION';

  async function findLongActivity(api: Api): Promise<ActivityListItem> {
    const { activities } = await api.get<ActivitiesResponse>(
      `/admin/activities?limit=10&offset=0&activityType=${LONG_TYPE}`,
    );
    const long = activities.find(({ activity }) => activity.description.length === LONG_DESCRIPTION_LENGTH);
    if (!long)
      throw new Error(`The first page of ${LONG_TYPE} activities has no 10,000-character description`);
    return long;
  }

  /**
   * The dashboard's Recent Activity has no filter: its answer is the API's own, with the long
   * activity moved to the top, as it stands when nobody has signed in since the seed.
   */
  async function showNewest(page: Page, long: ActivityListItem) {
    await page.route(/\/admin\/activities\?/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as ActivitiesResponse;
      const others = body.activities.filter(({ activity }) => activity.id !== long.activity.id);
      const activities = [long, ...others].slice(0, body.activities.length);
      await route.fulfill({ response, json: { ...body, activities } });
    });
  }

  for (const where of [
    {
      name: 'the Activities page',
      open: async (page: Page) => page.goto(`/app/activities?type=${LONG_TYPE}`),
    },
    {
      name: 'the dashboard',
      open: async (page: Page, item: ActivityListItem) => {
        await showNewest(page, item);
        return page.goto('/app');
      },
    },
    {
      name: "its organisation's page",
      open: async (page: Page, item: ActivityListItem) =>
        page.goto(`/app/organisations/${item.organisation!.id}`),
    },
  ]) {
    test(`stays inside the page on ${where.name}, folded or opened`, async ({ adminPage: page, api }) => {
      const item = await findLongActivity(api);
      await where.open(page, item);

      const row = page
        .getByRole('table', { name: 'Activities' })
        .getByRole('row')
        .filter({ hasText: item.activity.description.slice(0, 60) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(item.activity.description);
      await expectInert(page);
      await expectNoHorizontalScroll(page);

      await row.getByRole('button', { name: 'Show more' }).click();
      await expect(row.getByRole('button', { name: 'Show less' })).toBeVisible();
      await expectInert(page);
      await expectNoHorizontalScroll(page);
    });
  }
});

test.describe('emoji and right-to-left text', () => {
  const ORGANISATIONS = [
    { search: 'Kangaroo', name: '🦘 Kangaroo Koffee ☕' },
    { search: 'שקד', name: 'שקד טכנולוגיות' },
    { search: 'الياسمين', name: 'مخبز الياسمين' },
  ];
  const USERS = ['skippy@kangarookoffee.com.au', 'noa.cohen@shaked.com.au', 'm.alali@yasminbakery.com.au'];

  test('organisation names show whole in the list and on their page', async ({ adminPage: page, api }) => {
    for (const { search, name } of ORGANISATIONS) {
      const organisation = await findOrganisation(api, search, (found) => found.name === name);
      await page.goto(`/app/organisations?${new URLSearchParams({ q: search })}`);
      const cell = page
        .getByRole('table', { name: 'Organisations' })
        .getByRole('cell', { name, exact: true });
      await expect(cell).toBeVisible();

      await cell.click();
      await expect(page).toHaveURL(`/app/organisations/${organisation.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expectNoHorizontalScroll(page);
    }
  });

  test('user names show whole, and their initials are whole characters', async ({ adminPage: page, api }) => {
    for (const email of USERS) {
      const user = await findUser(api, email);
      await page.goto(`/app/users?${new URLSearchParams({ q: email })}`);
      const table = page.getByRole('table', { name: 'Users' });
      await expect(table.getByText(fullName(user), { exact: true })).toBeVisible();

      await table.locator('tbody tr', { hasText: email }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fullName(user));
      // An emoji is two UTF-16 units: cutting one in half leaves a broken character on screen.
      const text = await page.getByRole('main').innerText();
      expect(text, `every character on ${fullName(user)}'s page is whole`).not.toMatch(LONE_SURROGATE);
      await expectNoHorizontalScroll(page);
    }
  });
});
