import type { ListView } from '@portal/list-state';
import type { UsersResponse } from '@portal/contract/users';
import {
  expectPreviousPageWhileNextLoads,
  listViewAt,
  makeSessionUser,
  requestsForAnswer,
  setupTestApi,
} from '@portal/api/testing';
import type { UsersFilters } from '../rules/usersListView';
import { adminUsersPathOf, type UsersSort } from './paths';
import { adminUsersCsvPath, useAdminUsers } from './users';

const server = setupTestApi();

function pageOf(email: string): UsersResponse {
  return { users: [makeSessionUser({ email })], total: 60, totalActive: 41 };
}

describe('useAdminUsers', () => {
  it.each<[ListView, UsersFilters, UsersSort, string]>([
    [listViewAt('', 25, 0), {}, {}, 'GET /admin/users?limit=25&offset=0'],
    [listViewAt('   ', 25, 0), {}, {}, 'GET /admin/users?limit=25&offset=0'],
    [listViewAt('', 100, 2), {}, {}, 'GET /admin/users?limit=100&offset=200'],
    [listViewAt('  ada lovelace ', 50, 1), {}, {}, 'GET /admin/users?search=ada+lovelace&limit=50&offset=50'],
    [
      listViewAt('', 25, 0),
      {},
      { sort: 'email', order: 'desc' },
      'GET /admin/users?limit=25&offset=0&sort=email&order=desc',
    ],
    [
      listViewAt('', 25, 0),
      { emailVerified: 'true' },
      {},
      'GET /admin/users?limit=25&offset=0&emailVerified=true',
    ],
    [
      listViewAt('ada', 50, 1),
      { emailVerified: 'false' },
      { sort: 'emailVerified', order: 'asc' },
      'GET /admin/users?search=ada&limit=50&offset=50&emailVerified=false&sort=emailVerified&order=asc',
    ],
  ])('asks for %j filtered %j sorted %j as %s', async (listView, filters, sort, expected) => {
    const answer = pageOf('a@example.com');
    const requests = await requestsForAnswer(server, '/admin/users', answer, () =>
      useAdminUsers(listView, filters, sort),
    );
    expect(requests).toEqual([expected]);
  });

  it('keeps the previous page on screen while the next page loads', async () => {
    await expectPreviousPageWhileNextLoads(
      server,
      {
        path: '/admin/users',
        pageAt: (offset) => pageOf(`page-at-${offset}@example.com`),
        useList: (listView) => useAdminUsers(listView, {}, {}),
      },
      25,
    );
  });
});

describe('adminUsersPathOf', () => {
  it('asks for the view, filter and sort a URL query names, leaving out a sort the list does not allow', () => {
    expect(adminUsersPathOf(new URLSearchParams('q=ada&page=3&size=50&sort=lastLoginAt&order=desc'))).toBe(
      '/admin/users?search=ada&limit=50&offset=100&sort=lastLoginAt&order=desc',
    );
    expect(adminUsersPathOf(new URLSearchParams('size=7&sort=legalName'))).toBe(
      '/admin/users?limit=25&offset=0',
    );
    expect(adminUsersPathOf(new URLSearchParams('emailVerified=false&sort=emailVerified&order=desc'))).toBe(
      '/admin/users?limit=25&offset=0&emailVerified=false&sort=emailVerified&order=desc',
    );
  });

  it('leaves out an emailVerified value that is neither true nor false', () => {
    expect(adminUsersPathOf(new URLSearchParams('emailVerified=yes'))).toBe('/admin/users?limit=25&offset=0');
  });
});

describe('adminUsersCsvPath', () => {
  it('exports the rows the list shows: its search, filter and sort, every row', () => {
    expect(
      adminUsersCsvPath(
        listViewAt(' ada ', 50, 2),
        { emailVerified: 'true' },
        { sort: 'emailVerified', order: 'desc' },
      ),
    ).toBe('/admin/users?search=ada&emailVerified=true&sort=emailVerified&order=desc&format=csv');
    expect(adminUsersCsvPath(listViewAt('', 25, 0), {}, {})).toBe('/admin/users?format=csv');
  });
});
