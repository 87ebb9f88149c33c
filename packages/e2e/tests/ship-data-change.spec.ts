// A squad ships a data change (a new sortable column on the users list) with its remote
// and the API alone. A copy of the project gets the change in mfe-users and the reference API only;
// only that remote is built, the running portal's config points at the new remote and API, and the
// portal, whose shell is neither rebuilt nor restarted, serves the change after a reload.
import { startApiProcess, type ApiProcess } from '@portal/admin-api';
import { distDir, portalConfigFileFor, serveApp } from '@portal/launcher';
import type { Page } from '@playwright/test';
import type { UsersResponse } from '@portal/api/contract';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildIn, copyRemoteAndApi, editCopy, hashTree, withPortalConfig } from '../src/deploy';
import { basePort, shellUrl } from '../src/ports';
import { sessionEntries, signInThroughStandIn } from '../src/signIn';
import { expect, test } from './fixtures';

const BUILD_TIMEOUT_MS = 8 * 60_000;
const SKEW_TEXT = 'This section needs a newer portal version';
const ASCENDING = 'limit=25&offset=0&sort=emailVerified&order=asc';
const DESCENDING = 'limit=25&offset=0&sort=emailVerified&order=desc';

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const header = (page: Page, name: string) => usersTable(page).getByRole('columnheader', { name });
const emailCells = (page: Page) => usersTable(page).locator('tbody tr td:nth-child(2)');
/** The Email Verified cell of each row on screen (the column after Status). */
const verifiedCells = (page: Page) => usersTable(page).locator('tbody tr td:nth-child(4)');

/** The squad's change: the API sorts users by emailVerified, the list shows and sorts that column. */
function addEmailVerifiedColumn({ remote, api }: { remote: string; api: string }): void {
  editCopy(
    join(api, 'src/http/sortFields.ts'),
    "users: ['name', 'email', 'status', 'createdAt', 'lastLoginAt'],",
    "users: ['name', 'email', 'status', 'createdAt', 'lastLoginAt', 'emailVerified'],",
  );
  editCopy(
    join(api, 'src/queries/users.ts'),
    '    lastLoginAt: sql.raw(USER_LAST_LOGIN_KEY),\n',
    '    lastLoginAt: sql.raw(USER_LAST_LOGIN_KEY),\n    emailVerified: users.email_verified,\n',
  );
  editCopy(
    join(remote, 'src/api/users.ts'),
    "['name', 'email', 'status', 'createdAt', 'lastLoginAt'] as const;",
    "['name', 'email', 'status', 'createdAt', 'lastLoginAt', 'emailVerified'] as const;",
  );
  editCopy(
    join(remote, 'src/pages/UsersListPage.tsx'),
    "  { id: 'created', header: 'Created',",
    "  {\n    id: 'emailVerified',\n    header: 'Email Verified',\n    sortField: 'emailVerified',\n" +
      "    render: (user) => (user.emailVerified ? 'Yes' : 'No'),\n  },\n  { id: 'created', header: 'Created',",
  );
}

test('a new sortable column ships with its remote and the API alone: the running shell serves it after a reload', async ({
  adminPage: page,
  pageErrors,
}) => {
  test.setTimeout(BUILD_TIMEOUT_MS);
  pageErrors.watch(page);
  const shellBefore = hashTree(distDir('shell'));

  await page.goto('/app/users');
  await expect(header(page, 'Status')).toBeVisible();
  await expect(header(page, 'Email Verified')).toHaveCount(0);

  const copy = copyRemoteAndApi('mfe-users');
  let api: ApiProcess | undefined;
  try {
    addEmailVerifiedColumn(copy);
    // The API copy runs from source on an in-memory, freshly seeded database; then one remote build.
    api = await startApiProcess(
      { PORT: '0', HOST: '127.0.0.1', PORTAL_URL: shellUrl, DATA_DIR: 'memory://', SEED_SCALE: 'small' },
      join(copy.api, 'src/main.ts'),
    );
    await buildIn(copy.remote);
    const remote = await serveApp({
      root: join(copy.remote, 'dist'),
      port: 0,
      host: '127.0.0.1',
      allowedOrigin: shellUrl,
      portalConfigFile: portalConfigFileFor(basePort),
    });
    const remoteUrl = `http://localhost:${(remote.server.address() as AddressInfo).port}`;
    // The new API's session for the same staff account, as signing in there would store it.
    const account = await signInThroughStandIn(api.url, shellUrl, 'admin@example.com');
    const apiUrl = api.url;
    /** The emails of the new API's answer to `query`, in its order. */
    const emailsFor = async (query: string) => {
      const response = await fetch(`${apiUrl}/admin/users${query}`, {
        headers: { Authorization: `Bearer ${account.token}` },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as UsersResponse).users.map((user) => user.email);
    };
    const sortRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${apiUrl}/admin/users?`) && request.url().includes('sort=')) {
        sortRequests.push(new URL(request.url()).search);
      }
    });

    try {
      await withPortalConfig(
        (config) => ({
          ...config,
          apiUrl,
          sections: config.sections.map((section) =>
            section.name === 'users' ? { ...section, manifestUrl: `${remoteUrl}/mf-manifest.json` } : section,
          ),
        }),
        async () => {
          await page.evaluate((entries) => {
            for (const { name, value } of entries) localStorage.setItem(name, value);
          }, sessionEntries(account));
          await page.reload();

          await expect(header(page, 'Email Verified')).toBeVisible();
          await expect(page.getByText(SKEW_TEXT)).toHaveCount(0);
          await expect(verifiedCells(page).first()).toHaveText(/^(Yes|No)$/);

          // The header sorts through the API as the API sorts: unverified first, then verified first.
          const sortButton = usersTable(page).getByRole('button', { name: 'Email Verified' });
          await sortButton.click();
          await expect(page).toHaveURL('/app/users?sort=emailVerified&order=asc');
          await expect(emailCells(page)).toHaveText(await emailsFor(`?${ASCENDING}`));
          await expect(verifiedCells(page).first()).toHaveText('No');
          await sortButton.click();
          await expect(page).toHaveURL('/app/users?sort=emailVerified&order=desc');
          await expect(emailCells(page)).toHaveText(await emailsFor(`?${DESCENDING}`));
          await expect(verifiedCells(page).first()).toHaveText('Yes');
          expect(sortRequests).toEqual([`?${ASCENDING}`, `?${DESCENDING}`]);

          // A deep link with the new sort: read by the section's own allow-list, asked for once.
          sortRequests.length = 0;
          await page.goto('/app/users?sort=emailVerified&order=asc');
          await expect(verifiedCells(page).first()).toHaveText('No');
          expect(sortRequests).toEqual([`?${ASCENDING}`]);

          await page
            .getByRole('navigation', { name: 'Main menu' })
            .getByRole('link', { name: 'Settings' })
            .click();
          const usersRow = page
            .getByRole('table', { name: 'Sections' })
            .getByRole('row')
            .filter({ has: page.getByRole('cell', { name: 'users', exact: true }) });
          await expect(usersRow.getByRole('cell').nth(5)).toHaveText('loaded');
        },
      );
    } finally {
      await remote.close();
    }
    expect(hashTree(distDir('shell'))).toBe(shellBefore);
  } finally {
    await api?.stop();
    rmSync(copy.root, { recursive: true, force: true });
  }
});
