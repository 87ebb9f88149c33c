// A page number past the last page (an old link, a typed ?page=999) goes to the last page, in
// place of the history entry that named it: the pager never reads a first row beyond the total.
import type { ActivitiesResponse, OrganisationsResponse, UsersResponse } from '@portal/api/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const enAu = (value: number) => value.toLocaleString('en-AU');
const lastPageNumber = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
/** The pager's 'from–to of total' line for the last page. */
function lastPageLabel(total: number, pageSize: number): string {
  const from = (lastPageNumber(total, pageSize) - 1) * pageSize + 1;
  return `${enAu(from)}–${enAu(total)} of ${enAu(total)}`;
}

const columnCells = (page: Page, table: string, column: number) =>
  page.getByRole('table', { name: table }).locator(`tbody tr td:nth-child(${column})`);

type Api = { get<T>(path: string): Promise<T> };

const LISTS = [
  {
    name: 'Users',
    path: '/app/users',
    pageSize: 25,
    /** The email column. */
    column: 2,
    async lastRows(api: Api) {
      const { total } = await api.get<UsersResponse>('/admin/users?limit=1');
      const offset = (lastPageNumber(total, 25) - 1) * 25;
      const { users } = await api.get<UsersResponse>(`/admin/users?limit=25&offset=${offset}`);
      return { total, cells: users.map((user) => user.email) };
    },
  },
  {
    name: 'Organisations',
    path: '/app/organisations',
    pageSize: 25,
    column: 1,
    async lastRows(api: Api) {
      const { total } = await api.get<OrganisationsResponse>('/admin/organisations?limit=1');
      const offset = (lastPageNumber(total, 25) - 1) * 25;
      const { organisations } = await api.get<OrganisationsResponse>(
        `/admin/organisations?limit=25&offset=${offset}`,
      );
      return { total, cells: organisations.map((organisation) => organisation.name) };
    },
  },
  {
    name: 'Activities',
    path: '/app/activities',
    pageSize: 10,
    /** The type badges. */
    column: 1,
    async lastRows(api: Api) {
      const { total } = await api.get<ActivitiesResponse>('/admin/activities?limit=1');
      const offset = (lastPageNumber(total, 10) - 1) * 10;
      const { activities } = await api.get<ActivitiesResponse>(`/admin/activities?limit=10&offset=${offset}`);
      return { total, cells: activities.map(({ activity }) => activity.activityType) };
    },
  },
];

for (const list of LISTS) {
  test(`${list.name}: ?page=999 shows the last page and Back skips the missing one`, async ({
    adminPage: page,
    api,
    pageErrors,
  }) => {
    pageErrors.watch(page);
    const { total, cells } = await list.lastRows(api);
    expect(total, 'the seed has fewer than 999 pages').toBeLessThan(998 * list.pageSize);

    await page.goto('/app');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.goto(`${list.path}?page=999`);

    await expect(page).toHaveURL(`${list.path}?page=${lastPageNumber(total, list.pageSize)}`);
    await expect(page.getByText(lastPageLabel(total, list.pageSize), { exact: true })).toBeVisible();
    await expect(columnCells(page, list.name, list.column)).toHaveText(cells);

    await page.goBack();
    await expect(page).toHaveURL(/\/app$/);
  });
}

test('a search with fewer pages than the page asked for goes to its last page', async ({
  adminPage: page,
  api,
  pageErrors,
}) => {
  pageErrors.watch(page);
  const search = 'smith';
  const { total } = await api.get<UsersResponse>(`/admin/users?search=${search}&limit=1`);
  expect(total, `the seed has users matching '${search}'`).toBeGreaterThan(0);
  const pages = lastPageNumber(total, 50);
  const { users: lastUsers } = await api.get<UsersResponse>(
    `/admin/users?search=${search}&limit=50&offset=${(pages - 1) * 50}`,
  );

  await page.goto(`/app/users?q=${search}&size=50&page=${pages + 5}`);
  await expect(page).toHaveURL(
    pages === 1 ? `/app/users?q=${search}&size=50` : `/app/users?q=${search}&size=50&page=${pages}`,
  );
  await expect(page.getByText(lastPageLabel(total, 50), { exact: true })).toBeVisible();
  await expect(columnCells(page, 'Users', 2)).toHaveText(lastUsers.map((user) => user.email));
});
