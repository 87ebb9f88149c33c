// The users list's "Email verified" filter and sortable "Email Verified" column in the composed
// portal: a person filters and sorts, and the list shows the rows, totals and order the reference
// API answers for the same request (read here with the admin's token, apart from the portal).
import type { UsersResponse } from '@portal/contract/users';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const emailCells = (page: Page) => usersTable(page).locator('tbody tr td:nth-child(2)');
/** The column after Status. */
const verifiedCells = (page: Page) => usersTable(page).locator('tbody tr td:nth-child(4)');
const filterSelect = (page: Page) => page.getByRole('combobox', { name: 'Email verified' });
const rangeText = (shown: number, total: number) => `1–${shown} of ${total.toLocaleString('en-AU')}`;

async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Users list: Email verified', () => {
  test('filters to verified, then unverified, then any user: the rows and totals the API answers', async ({
    adminPage: page,
    api,
  }) => {
    const all = await api.get<UsersResponse>('/admin/users?limit=25&offset=0');
    const verified = await api.get<UsersResponse>('/admin/users?limit=25&offset=0&emailVerified=true');
    const unverified = await api.get<UsersResponse>('/admin/users?limit=25&offset=0&emailVerified=false');
    // The seed has both kinds, so each choice shows something the others do not.
    expect(verified.total).toBeGreaterThan(0);
    expect(unverified.total).toBeGreaterThan(0);
    expect(verified.total + unverified.total).toBe(all.total);

    await page.goto('/app/users?page=2');
    await expect(emailCells(page).first()).toBeVisible();
    await expect(filterSelect(page)).toHaveText('Any');

    await choose(page, filterSelect(page), 'Yes');
    await expect(page).toHaveURL('/app/users?emailVerified=true');
    await expect(emailCells(page)).toHaveText(verified.users.map((user) => user.email));
    await expect(page.getByText(rangeText(verified.users.length, verified.total))).toBeVisible();
    await expect(verifiedCells(page)).toHaveText(verified.users.map(() => 'Yes'));

    await choose(page, filterSelect(page), 'No');
    await expect(page).toHaveURL('/app/users?emailVerified=false');
    await expect(emailCells(page)).toHaveText(unverified.users.map((user) => user.email));
    await expect(page.getByText(rangeText(unverified.users.length, unverified.total))).toBeVisible();
    await expect(verifiedCells(page)).toHaveText(unverified.users.map(() => 'No'));

    // A reload keeps the filter; Any shows every user again.
    await page.reload();
    await expect(filterSelect(page)).toHaveText('No');
    await expect(emailCells(page)).toHaveText(unverified.users.map((user) => user.email));
    await choose(page, filterSelect(page), 'Any');
    await expect(page).toHaveURL('/app/users');
    await expect(emailCells(page)).toHaveText(all.users.map((user) => user.email));
    await expect(page.getByText(rangeText(25, all.total))).toBeVisible();
  });

  test('the Email Verified header sorts as the API does, both ways, and with the filter', async ({
    adminPage: page,
    api,
  }) => {
    const sorted = (query: string) => api.get<UsersResponse>(`/admin/users?limit=25&offset=0${query}`);
    await page.goto('/app/users');
    await expect(emailCells(page).first()).toBeVisible();
    const header = usersTable(page).getByRole('button', { name: 'Email Verified' });

    await header.click();
    await expect(page).toHaveURL('/app/users?sort=emailVerified&order=asc');
    const ascending = await sorted('&sort=emailVerified&order=asc');
    await expect(emailCells(page)).toHaveText(ascending.users.map((user) => user.email));
    await expect(verifiedCells(page).first()).toHaveText('No');

    await header.click();
    await expect(page).toHaveURL('/app/users?sort=emailVerified&order=desc');
    const descending = await sorted('&sort=emailVerified&order=desc');
    await expect(emailCells(page)).toHaveText(descending.users.map((user) => user.email));
    await expect(verifiedCells(page).first()).toHaveText('Yes');
    await expect(usersTable(page).getByRole('columnheader', { name: 'Email Verified' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await choose(page, filterSelect(page), 'No');
    await expect(page).toHaveURL('/app/users?sort=emailVerified&order=desc&emailVerified=false');
    const filtered = await sorted('&emailVerified=false&sort=emailVerified&order=desc');
    await expect(emailCells(page)).toHaveText(filtered.users.map((user) => user.email));
    await expect(page.getByText(rangeText(filtered.users.length, filtered.total))).toBeVisible();
  });

  test('the CSV export holds the filtered rows: as many as the filtered total', async ({
    adminPage: page,
    api,
  }) => {
    const { total } = await api.get<UsersResponse>('/admin/users?limit=1&offset=0&emailVerified=false');
    await page.goto('/app/users?emailVerified=false');
    await expect(emailCells(page).first()).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    await expect(page.getByText(`Exported ${total.toLocaleString('en-AU')} rows`)).toBeVisible();
    expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  test('on a phone the filter sits above the stacked list and filters it', async ({
    browser,
    api,
    adminStorageState,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      storageState: adminStorageState,
    });
    const page = await context.newPage();
    const verified = await api.get<UsersResponse>('/admin/users?limit=25&offset=0&emailVerified=true');
    await page.goto('/app/users');
    const list = page.getByRole('list', { name: 'Users' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(filterSelect(page)).toBeInViewport();

    await choose(page, filterSelect(page), 'Yes');
    await expect(page).toHaveURL('/app/users?emailVerified=true');
    await expect(list.getByRole('listitem')).toHaveCount(verified.users.length);
    await expect(page.getByText(rangeText(verified.users.length, verified.total))).toBeVisible();
    await context.close();
  });
});
