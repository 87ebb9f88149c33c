// A page number past the last page (an old link, a typed ?page=999) goes to the last page, in
// place of the history entry that named it: the pager never reads a first row beyond the total.
import type { ActivitiesResponse } from '@portal/contract/activities';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { UsersResponse } from '@portal/contract/users';
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

interface PagedList {
  /** The table's name and the page's heading. */
  name: string;
  path: string;
  pageSize: number;
  /** The column whose texts are compared with the API's rows. */
  column: number;
  /** The API's total and that column's texts on the last page. */
  lastRows(api: Api): Promise<{ total: number; cells: string[] }>;
}

/** A list screen over the API list `apiPath`, whose answer `cellsOf` reads the compared column from. */
function pagedList<Answer extends { total: number }>(
  list: Omit<PagedList, 'lastRows'> & { apiPath: string; cellsOf: (answer: Answer) => string[] },
): PagedList {
  const { apiPath, cellsOf, ...screen } = list;
  return {
    ...screen,
    async lastRows(api) {
      const { total } = await api.get<Answer>(`${apiPath}?limit=1`);
      const offset = (lastPageNumber(total, list.pageSize) - 1) * list.pageSize;
      const answer = await api.get<Answer>(`${apiPath}?limit=${list.pageSize}&offset=${offset}`);
      return { total, cells: cellsOf(answer) };
    },
  };
}

const LISTS = [
  pagedList<UsersResponse>({
    name: 'Users',
    path: '/app/users',
    apiPath: '/admin/users',
    pageSize: 25,
    column: 2,
    cellsOf: ({ users }) => users.map((user) => user.email),
  }),
  pagedList<OrganisationsResponse>({
    name: 'Organisations',
    path: '/app/organisations',
    apiPath: '/admin/organisations',
    pageSize: 25,
    column: 1,
    cellsOf: ({ organisations }) => organisations.map((organisation) => organisation.name),
  }),
  pagedList<ActivitiesResponse>({
    name: 'Activities',
    path: '/app/activities',
    apiPath: '/admin/activities',
    pageSize: 10,
    column: 1,
    cellsOf: ({ activities }) => activities.map(({ activity }) => activity.activityType),
  }),
];

for (const list of LISTS) {
  test(`${list.name}: a page past the last shows the last page and Back skips the missing one`, async ({
    adminPage: page,
    api,
    pageErrors,
  }) => {
    pageErrors.watch(page);
    const { total, cells } = await list.lastRows(api);
    const last = lastPageNumber(total, list.pageSize);
    // The issue's ?page=999, or the page after the last where the list has more pages than that.
    const pastEnd = Math.max(999, last + 1);

    await page.goto('/app');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.goto(`${list.path}?page=${pastEnd}`);

    await expect(page).toHaveURL(`${list.path}?page=${last}`);
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
