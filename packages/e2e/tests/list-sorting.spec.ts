// Sorting from the column headers of the organisations, coupons and activities lists: each click
// sends the sort to the API, and the rows come back in exactly the API's order, both ways.
// A URL naming a sort key the list does not have shows the default order, and the URL drops it.
import type { ActivitiesResponse } from '@portal/contract/activities';
import type { CouponsResponse } from '@portal/contract/coupons';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

interface SortedList {
  screen: string;
  table: string;
  /** The header clicked, and the column whose cells are compared with the API's answer. */
  header: string;
  column: string;
  sort: string;
  /** The compared column's texts on the list's first page in `order`, as the API answers. */
  expected(api: AdminApi, order: 'asc' | 'desc'): Promise<string[]>;
}

interface AdminApi {
  get<T>(path: string): Promise<T>;
}

const LISTS: SortedList[] = [
  {
    screen: '/app/organisations',
    table: 'Organisations',
    header: 'Name',
    column: 'Name',
    sort: 'name',
    expected: async (api, order) =>
      (
        await api.get<OrganisationsResponse>(
          `/admin/organisations?limit=25&offset=0&sort=name&order=${order}`,
        )
      ).organisations.map((organisation) => organisation.name),
  },
  {
    screen: '/app/coupons',
    table: 'Coupons',
    header: 'Redeemed',
    column: 'ID',
    sort: 'timesRedeemed',
    expected: async (api, order) =>
      (
        await api.get<CouponsResponse>(`/admin/coupons?limit=100&sort=timesRedeemed&order=${order}`)
      ).coupons.map((coupon) => coupon.id),
  },
  {
    screen: '/app/activities',
    table: 'Activities',
    header: 'Date',
    column: 'Description',
    sort: 'createdAt',
    expected: async (api, order) =>
      (
        await api.get<ActivitiesResponse>(`/admin/activities?limit=10&offset=0&sort=createdAt&order=${order}`)
      ).activities.map(({ activity }) => activity.description),
  },
];

/** The cells of the column headed `header`, found by its position among the headers. */
async function columnCells(table: Locator, header: string): Promise<Locator> {
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const index = headers.indexOf(header);
  expect(index, `a "${header}" column among ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return table.locator(`tbody tr td:nth-child(${index + 1})`);
}

for (const list of LISTS) {
  test(`${list.screen}: the ${list.header} header sorts as the API does, ascending then descending`, async ({
    adminPage: page,
    api,
  }) => {
    await page.goto(list.screen);
    const table = page.getByRole('table', { name: list.table });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const cells = await columnCells(table, list.column);
    const header = table.getByRole('button', { name: list.header, exact: true });

    for (const order of ['asc', 'desc'] as const) {
      await header.click();
      await expect(page).toHaveURL(`${list.screen}?sort=${list.sort}&order=${order}`);
      const expected = await list.expected(api, order);
      expect(expected.length, 'rows in the API answer').toBeGreaterThan(1);
      // A long description also holds its 'Show more' button: each cell starts with the text.
      await expect(cells).toContainText(expected);
      await expect(cells).toHaveCount(expected.length);
      await expect(table.getByRole('columnheader', { name: list.header, exact: true })).toHaveAttribute(
        'aria-sort',
        order === 'asc' ? 'ascending' : 'descending',
      );
    }
  });
}

test('/app/organisations: a sort key the list does not have shows the default order, and the URL drops it', async ({
  adminPage: page,
  api,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/admin/organisations') asked.push(url.search);
  });
  await page.goto('/app/organisations?sort=bogus&order=desc&size=50');
  // Taken out in place (a replace): the URL names only the view the list shows.
  await expect(page).toHaveURL('/app/organisations?size=50');
  const table = page.getByRole('table', { name: 'Organisations' });
  await expect(table.locator('tbody tr').first()).toBeVisible();

  const { organisations } = await api.get<OrganisationsResponse>('/admin/organisations?limit=50&offset=0');
  expect(organisations.length, 'rows in the API answer').toBeGreaterThan(1);
  const cells = await columnCells(table, 'Name');
  await expect(cells).toHaveText(organisations.map((organisation) => organisation.name));
  await expect(table.locator('th[aria-sort]')).toHaveCount(0);
  // The page asked the API for its default order only, never for the key the API would refuse.
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.every((search) => !search.includes('sort='))).toBe(true);
  await expect(api.get('/admin/organisations?sort=bogus')).rejects.toThrow('answered 400');

  // Back leaves the list: the cleaned URL replaced the one typed, it was not a step of its own.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/app\/organisations/);
});
