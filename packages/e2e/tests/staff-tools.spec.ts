// The staff tools in the composed portal against the reference API: quick find, sorting,
// CSV export, real row links and keyboard shortcuts.
import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { UsersResponse } from '@portal/contract/users';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const emailCells = (page: Page) => usersTable(page).locator('tbody tr td:nth-child(2)');

async function openQuickFind(page: Page, text: string) {
  // As a person would: once the top bar (which listens for the chord) is on screen.
  await expect(page.getByRole('button', { name: /^Quick find/ })).toBeVisible();
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Quick find' });
  await expect(box).toBeFocused();
  await box.fill(text);
  return box;
}

/** RFC 4180 rows: quoted cells may hold commas, quotes and line ends. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** The total the list's pagination states ('1–25 of 123'). */
async function listedTotal(page: Page): Promise<number> {
  const text = await page.locator('.MuiTablePagination-displayedRows').textContent();
  return Number(/of ([\d,]+)/.exec(text ?? '')![1]!.replace(/,/g, ''));
}

test.describe('Quick find', () => {
  test('finds a user by email and opens it with Enter', async ({ adminPage: page, api }) => {
    const { users } = await api.get<UsersResponse>('/admin/users?limit=1&offset=0');
    const user = users[0]!;
    await page.goto('/app/coupons');
    await expect(page.getByRole('table', { name: 'Coupons' })).toBeVisible();

    await openQuickFind(page, user.email);
    await expect(page.getByRole('option').first()).toContainText(user.email);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(`/app/users/${user.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('finds an organisation by its ABN typed with spaces, and anything by its UUID', async ({
    adminPage: page,
    api,
  }) => {
    const { organisations } = await api.get<OrganisationsResponse>('/admin/organisations?limit=25&offset=0');
    const organisation = organisations.find((candidate) => candidate.abn && /^\d{11}$/.test(candidate.abn))!;
    const abn = organisation.abn!;
    const spaced = `${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5, 8)} ${abn.slice(8)}`;
    await page.goto('/app/users');

    await openQuickFind(page, spaced);
    const group = page.getByRole('group', { name: 'Organisations' });
    await expect(group.getByRole('option').first()).toContainText(organisation.name);
    await group.getByRole('option').first().click();
    await expect(page).toHaveURL(`/app/organisations/${organisation.id}`);

    const { users } = await api.get<UsersResponse>('/admin/users?limit=5&offset=0');
    const user = users[4]!;
    await openQuickFind(page, user.id);
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/app/users/${user.id}`);

    // The searches are kept for the session.
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('group', { name: 'Recent searches' }).getByRole('option')).toHaveText([
      user.id,
      spaced,
    ]);
  });
});

test.describe('Sorting', () => {
  test('a header click sorts as the API does, flips on a second click, and survives reload and Back', async ({
    adminPage: page,
    api,
  }) => {
    await page.goto('/app/users?page=2');
    await expect(emailCells(page).first()).toBeVisible();
    const emailHeader = usersTable(page).getByRole('button', { name: 'Email', exact: true });

    await emailHeader.click();
    await expect(page).toHaveURL('/app/users?sort=email&order=asc');
    const ascending = await api.get<UsersResponse>('/admin/users?limit=25&offset=0&sort=email&order=asc');
    await expect(emailCells(page)).toHaveText(ascending.users.map((user) => user.email));

    await emailHeader.click();
    await expect(page).toHaveURL('/app/users?sort=email&order=desc');
    const descending = await api.get<UsersResponse>('/admin/users?limit=25&offset=0&sort=email&order=desc');
    const expected = descending.users.map((user) => user.email);
    await expect(emailCells(page)).toHaveText(expected);

    await page.reload();
    await expect(emailCells(page)).toHaveText(expected);
    await expect(usersTable(page).getByRole('columnheader', { name: 'Email', exact: true })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await usersTable(page).locator('tbody tr').first().click();
    await expect(page).toHaveURL(/\/app\/users\/[^/?]+$/);
    await page.goBack();
    await expect(page).toHaveURL('/app/users?sort=email&order=desc');
    await expect(emailCells(page)).toHaveText(expected);
  });
});

test.describe('CSV export', () => {
  test("exports the list's whole search result, as many rows as the list's total, with formula cells neutralised", async ({
    adminPage: page,
  }) => {
    await page.goto('/app/users?q=probe&sort=name&order=asc');
    await expect(emailCells(page).first()).toBeVisible();
    await expect(page.getByText('Exports at most 100,000 rows')).toBeVisible();
    const total = await listedTotal(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    await expect(page.getByText(`Exported ${total} rows`)).toBeVisible();
    expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);

    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toContain('Email');
    expect(rows).toHaveLength(total);

    const cells = rows.flat();
    expect(cells.filter((cell) => /^[=+@-]/.test(cell))).toEqual([]);
    for (const start of ["'=", "'+", "'@"]) {
      expect(
        cells.some((cell) => cell.startsWith(start)),
        `a cell starting with ${start}`,
      ).toBe(true);
    }
  });
  test("carries the list's filter and sort: the file's rows are the list's, in the list's order", async ({
    adminPage: page,
    api,
  }) => {
    await page.goto('/app/users?q=probe&sort=email&order=desc');
    await expect(emailCells(page).first()).toBeVisible();
    const onScreen = await emailCells(page).allTextContents();
    const total = await listedTotal(page);
    const all = await api.get<UsersResponse>(
      `/admin/users?search=probe&limit=${total}&offset=0&sort=email&order=desc`,
    );
    expect(all.users.length, 'more than one matching user').toBeGreaterThan(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const bytes = await readFile((await download.path())!);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    const emails = rows.map((row) => row[header!.indexOf('Email')]);
    expect(emails).toEqual(all.users.map((user) => user.email));
    expect(emails.slice(0, onScreen.length)).toEqual(onScreen);
  });
});

test.describe('Row links', () => {
  test('Ctrl-click on a row opens its detail page in a new tab, and a plain click opens it in place', async ({
    adminPage: page,
  }) => {
    await page.goto('/app/organisations');
    const row = page.getByRole('table', { name: 'Organisations' }).locator('tbody tr').nth(2);
    const href = await row.getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/app\/organisations\/[^/]+$/);

    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      row.click({ modifiers: ['Control'], position: { x: 400, y: 10 } }),
    ]);
    // A new tab opens on about:blank first: wait for its navigation, not for that page's load.
    await expect(tab).toHaveURL(href!);
    await expect(page).toHaveURL('/app/organisations');

    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await row.click({ position: { x: 400, y: 10 } });
    await expect(page).toHaveURL(href!);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
  });
});

test.describe('Keyboard shortcuts', () => {
  test('g then a letter goes to a section, / focuses the search, ? lists them; typing in a field triggers none', async ({
    adminPage: page,
  }) => {
    await page.goto('/app/');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    await page.keyboard.press('g');
    await page.keyboard.press('u');
    await expect(page).toHaveURL('/app/users');
    await expect(emailCells(page).first()).toBeVisible();

    await page.keyboard.press('/');
    const search = page.getByRole('searchbox', { name: 'Search by name or email...' });
    await expect(search).toBeFocused();
    await page.keyboard.type('go?');
    await expect(search).toHaveValue('go?');
    await expect(page).toHaveURL(/\/app\/users\?q=go%3F$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await search.blur();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText(
      'g then oGo to Organisations',
    );
    await page.keyboard.press('Escape');

    await page.keyboard.press('g');
    await page.keyboard.press('c');
    await expect(page).toHaveURL('/app/coupons');
  });
});
