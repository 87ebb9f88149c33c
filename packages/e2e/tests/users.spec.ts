// The Users section in the composed portal, against the reference API's seed: what the screen
// shows is compared with what the API answers, computed here independently of the portal.
import type { User, UserDetailResponse, UsersResponse } from '@portal/contract/users';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const SEARCH_PLACEHOLDER = 'Search by name or email...';
const UNKNOWN_USER_ID = '00000000-0000-4000-8000-000000000000';

type Api = { get<T>(path: string): Promise<T> };

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const columnCells = (table: Locator, column: number) => table.locator(`tbody tr td:nth-child(${column})`);

function listPath(query: { search?: string; offset?: number } = {}): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  params.set('limit', '25');
  params.set('offset', String(query.offset ?? 0));
  return `/admin/users?${params}`;
}

const displayName = (user: User) =>
  user.firstName && user.lastName ? `${user.firstName} ${user.lastName}` : user.email;

/** A user of the first list page who belongs to two or more organisations, to see the table filled. */
async function findUserWithOrganisations(api: Api): Promise<UserDetailResponse> {
  const { users } = await api.get<UsersResponse>(listPath());
  for (const user of users) {
    const detail = await api.get<UserDetailResponse>(`/admin/users/${user.id}`);
    if (detail.organisations.length >= 2) return detail;
  }
  throw new Error('The seed has no user with two organisations on the first page');
}

test.describe('Users list', () => {
  test('search narrows the list to what the API finds and survives a reload', async ({
    adminPage: page,
    api,
  }) => {
    const { users, total: all } = await api.get<UsersResponse>(listPath({ offset: 30 }));
    const search = users[0]!.email;
    const expected = await api.get<UsersResponse>(listPath({ search }));
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(all);

    await page.goto('/app/users');
    await expect(columnCells(usersTable(page), 2)).toHaveCount(25);
    await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill(search);

    await expect(page).toHaveURL(`/app/users?${new URLSearchParams({ q: search })}`);
    const emails = expected.users.map((user) => user.email);
    await expect(columnCells(usersTable(page), 2)).toHaveText(emails);

    await page.reload();
    await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).toHaveValue(search);
    await expect(columnCells(usersTable(page), 2)).toHaveText(emails);
  });

  test('pages through the users the API has', async ({ adminPage: page, api }) => {
    const first = await api.get<UsersResponse>(listPath());
    const second = await api.get<UsersResponse>(listPath({ offset: 25 }));

    await page.goto('/app/users');
    await expect(columnCells(usersTable(page), 2)).toHaveText(first.users.map((user) => user.email));
    // The pager writes the total in the browser's locale, with or without thousands separators.
    const total = [...String(first.total)].join(',?');
    await expect(page.getByText(new RegExp(`^1–25 of ${total}$`))).toBeVisible();

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL('/app/users?page=2');
    await expect(columnCells(usersTable(page), 2)).toHaveText(second.users.map((user) => user.email));
  });
});

test.describe('User detail', () => {
  test('shows what the API knows of the user and opens their organisations', async ({
    adminPage: page,
    api,
  }) => {
    const { user, organisations } = await findUserWithOrganisations(api);

    await page.goto(`/app/users?${new URLSearchParams({ q: user.email })}`);
    // The row's link covers the whole row: a click on the row opens the user.
    await usersTable(page).locator('tbody tr', { hasText: user.email }).click();

    await expect(page).toHaveURL(`/app/users/${user.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(displayName(user));
    await expect(page.getByRole('group', { name: 'Organisations' })).toContainText(
      String(organisations.length),
    );

    const personal = page.getByRole('region', { name: 'Personal Information' });
    await expect(personal.getByRole('definition')).toHaveText([
      user.firstName ?? '—',
      user.lastName ?? '—',
      user.email,
      user.emailVerified ? 'Verified' : 'Not Verified',
    ]);
    const account = page.getByRole('region', { name: 'Account Information' });
    await expect(account.getByRole('definition').nth(2)).toHaveText(
      user.twoFactorEnabled ? 'Enabled' : 'Disabled',
    );
    await expect(account.getByRole('definition').nth(3)).toHaveText(user.isAdmin ? 'Yes' : 'No');
    const authentication = page.getByRole('region', { name: 'Authentication' });
    await expect(authentication.getByRole('definition').first()).toHaveText(
      user.providers.length > 0 ? user.providers.join('') : 'None',
    );

    const table = page.getByRole('table', { name: 'Organisations' });
    await expect(columnCells(table, 1)).toHaveText(organisations.map((organisation) => organisation.name));
    await expect(columnCells(table, 3)).toHaveText(organisations.map((organisation) => organisation.role));

    await expect(page.getByRole('region', { name: 'Recent Activities' })).toBeVisible();
    await columnCells(table, 1).nth(1).click();
    await expect(page).toHaveURL(`/app/organisations/${organisations[1]!.id}`);
  });

  test("shows the user before it asks for the activity list's code, which then fills its card", async ({
    adminPage: page,
    api,
    portal,
  }) => {
    const { user } = await findUserWithOrganisations(api);
    const heading = page.getByRole('heading', { level: 1, name: displayName(user), exact: true });
    // Whether the user's details were on screen when the activities remote was first asked for.
    let userShownFirst: boolean | undefined;
    await page.route(`${portal.remoteUrl('activities')}/**`, async (route) => {
      userShownFirst ??= await heading.isVisible();
      await route.continue();
    });

    await page.goto(`/app/users/${user.id}`);
    await expect(heading).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Recent Activities' }).getByRole('table', { name: 'Activities' }),
    ).toBeVisible();
    expect(userShownFirst).toBe(true);
  });

  test('says User not found for an unknown id', async ({ adminPage: page, pageErrors, portal }) => {
    // The API's 404 is the point.
    pageErrors.allowFailedLoadsFrom(portal.apiCallUrl(`/admin/users/${UNKNOWN_USER_ID}`));
    await page.goto(`/app/users/${UNKNOWN_USER_ID}`);
    await expect(page.getByRole('alert')).toHaveText('User not found');
  });
});
