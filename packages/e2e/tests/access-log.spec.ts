// The Access log (issue 73) in the composed portal: a plain admin (priya.raman@example.com, not in
// AUDITOR_EMAILS) opens a user, searches the users list for another user's e-mail and exports the
// organisations; the auditor (admin@example.com, globalSetup.ts) finds each consultation under the
// right subject, staff member and date, and downloads the first user's subject access report with
// and without staff identities. The plain admin gets no menu item, the 403 page and an API 403.
import type { UsersResponse } from '@portal/contract/users';
import type { Download, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiUrl, shellUrl } from '../src/ports';
import { signInForTest, storageStateOf } from '../src/signIn';
import { expect, test } from './fixtures';

const PLAIN_ADMIN = 'priya.raman@example.com';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const logTable = (page: Page) => page.getByRole('table', { name: 'Access log' });

/** The auditor's own day, as the log's date filter takes it. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A downloaded CSV's lines, without its byte order mark. */
async function csvLines(download: Download): Promise<string[]> {
  const text = (await readFile((await download.path())!)).toString('utf8');
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
}

test('an auditor finds a plain admin’s consultations and downloads the subject access report', async ({
  browser,
  adminPage,
  api,
}) => {
  test.slow();
  // Two customers (not staff, whose e-mail addresses the report's checks look for).
  const { users } = await api.get<UsersResponse>('/admin/users?limit=20&sort=email&order=asc');
  const customers = users.filter((user) => !user.email.endsWith('@example.com'));
  const [viewed, searched] = customers as [(typeof users)[number], (typeof users)[number]];

  // The plain admin's calls, in a browser of their own.
  const plain = await signInForTest(apiUrl, PLAIN_ADMIN);
  const context = await browser.newContext({ storageState: storageStateOf(shellUrl, plain) });
  const page = await context.newPage();
  await page.goto(`${shellUrl}/app/users/${viewed.id}`);
  await expect(page.getByText(viewed.email).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Access history' })).toHaveCount(0);

  await page.goto(`${shellUrl}/app/users?q=${encodeURIComponent(searched.email)}`);
  await expect(page.getByRole('table', { name: 'Users' }).getByText(searched.email)).toBeVisible();

  await page.goto(`${shellUrl}/app/organisations`);
  await expect(page.getByRole('table', { name: 'Organisations' })).toBeVisible();
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(exported.suggestedFilename()).toMatch(/^organisations-/);

  // No menu item, the spec's 403 page at the URL, and 403 from the API.
  await expect(mainMenu(page).getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Access log' })).toHaveCount(0);
  await page.goto(`${shellUrl}/app/access-log`);
  await expect(page.getByRole('heading', { name: 'Access Forbidden' })).toBeVisible();
  await expect(
    page.getByText("You don't have permission to access this resource.", { exact: false }),
  ).toBeVisible();
  const refused = await fetch(`${apiUrl}/admin/access-log`, {
    headers: { Authorization: `Bearer ${plain.token}` },
  });
  expect(refused.status).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'FORBIDDEN' });
  await context.close();

  // The auditor: the menu item, then each consultation under its subject, staff member and day.
  await adminPage.goto(`${shellUrl}/app/users/${viewed.id}`);
  const history = adminPage.getByRole('link', { name: 'Access history' });
  await expect(history).toHaveAttribute('href', `/app/access-log?subject=${viewed.id}`);
  await mainMenu(adminPage).getByRole('link', { name: 'Access log' }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Access log' })).toBeVisible();

  const day = today();
  const filtered = (query: string) =>
    `${shellUrl}/app/access-log?staff=${encodeURIComponent(PLAIN_ADMIN)}&from=${day}&to=${day}&${query}`;

  await adminPage.goto(filtered(`subject=${encodeURIComponent(viewed.email)}&action=viewed`));
  const viewedRow = logTable(adminPage).getByRole('row').filter({ hasText: `/admin/users/` });
  await expect(viewedRow.first()).toContainText(PLAIN_ADMIN);
  await expect(viewedRow.first()).toContainText('viewed');

  await adminPage.goto(filtered(`subject=${encodeURIComponent(searched.email)}`));
  await expect(
    logTable(adminPage)
      .getByRole('row')
      .filter({ hasText: `search=${searched.email}` })
      .first(),
  ).toBeVisible();

  await adminPage.goto(filtered('action=exported'));
  await expect(
    logTable(adminPage).getByRole('row').filter({ hasText: '/admin/organisations' }).first(),
  ).toContainText('exported');

  // Another day finds none of them.
  await adminPage.goto(filtered('action=exported').replaceAll(day, '2000-01-01'));
  await expect(adminPage.getByText('No access records match these filters')).toBeVisible();

  // The viewed user's subject access report, with and without the staff.
  await adminPage.goto(`${shellUrl}/app/access-log?subject=${encodeURIComponent(viewed.email)}`);
  const [report] = await Promise.all([
    adminPage.waitForEvent('download'),
    adminPage.getByRole('button', { name: 'Subject access report' }).click(),
  ]);
  const [header, ...rows] = await csvLines(report);
  expect(header).toBe('Date,Action,Purpose,Staff member,Request ID');
  expect(rows).toContainEqual(expect.stringMatching(`,viewed,viewed the profile,${PLAIN_ADMIN},`));

  const [forSubject] = await Promise.all([
    adminPage.waitForEvent('download'),
    adminPage.getByRole('button', { name: 'Report without staff identities' }).click(),
  ]);
  expect(forSubject.suggestedFilename()).toContain('-without-staff-');
  const [plainHeader, ...plainRows] = await csvLines(forSubject);
  expect(plainHeader).toBe('Date,Action,Purpose');
  expect(plainRows).toContainEqual(
    expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,viewed,viewed the profile$/),
  );
  expect(plainRows.join('\n')).not.toContain(PLAIN_ADMIN);
  expect(plainRows.join('\n')).not.toContain('admin@example.com');
});
