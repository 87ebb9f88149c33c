import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ListView, UsersResponse } from '@portal/api';
import {
  createGate,
  listViewAt,
  makeSessionUser,
  recordApiRequests,
  setupTestApi,
  TestApiProvider,
  testApiUrl,
} from '@portal/api/testing';
import { adminUsersPathOf, useAdminUsers, type UsersSort } from './users';

const server = setupTestApi();

function pageOf(email: string): UsersResponse {
  return { users: [makeSessionUser({ email })], total: 60, totalActive: 41 };
}

describe('useAdminUsers', () => {
  it.each<[ListView, UsersSort, string]>([
    [listViewAt('', 25, 0), {}, 'GET /admin/users?limit=25&offset=0'],
    [listViewAt('   ', 25, 0), {}, 'GET /admin/users?limit=25&offset=0'],
    [listViewAt('', 100, 2), {}, 'GET /admin/users?limit=100&offset=200'],
    [listViewAt('  ada lovelace ', 50, 1), {}, 'GET /admin/users?search=ada+lovelace&limit=50&offset=50'],
    [
      listViewAt('', 25, 0),
      { sort: 'email', order: 'desc' },
      'GET /admin/users?limit=25&offset=0&sort=email&order=desc',
    ],
  ])('asks for %j sorted %j as %s', async (listView, sort, expected) => {
    const requests = recordApiRequests(server);
    server.use(http.get(testApiUrl('/admin/users'), () => HttpResponse.json(pageOf('a@example.com'))));

    const { result } = renderHook(() => useAdminUsers(listView, sort), { wrapper: TestApiProvider });

    await waitFor(() => expect(result.current.data).toEqual(pageOf('a@example.com')));
    expect(requests).toEqual([expected]);
  });

  it('keeps the previous page on screen while the next page loads', async () => {
    const nextPage = createGate();
    server.use(
      http.get(testApiUrl('/admin/users'), async ({ request }) => {
        const offset = new URL(request.url).searchParams.get('offset');
        if (offset === '25') await nextPage.wait;
        return HttpResponse.json(pageOf(`page-at-${offset}@example.com`));
      }),
    );
    const { result, rerender } = renderHook((listView: ListView) => useAdminUsers(listView, {}), {
      wrapper: TestApiProvider,
      initialProps: listViewAt('', 25, 0),
    });
    await waitFor(() => expect(result.current.data).toEqual(pageOf('page-at-0@example.com')));

    rerender(listViewAt('', 25, 1));
    await waitFor(() => expect(result.current.isValidating).toBe(true));
    expect(result.current.data).toEqual(pageOf('page-at-0@example.com'));

    act(() => nextPage.open());
    await waitFor(() => expect(result.current.data).toEqual(pageOf('page-at-25@example.com')));
  });
});

describe('adminUsersPathOf', () => {
  it('asks for the view and sort a URL query names, leaving out a sort the list does not allow', () => {
    expect(adminUsersPathOf(new URLSearchParams('q=ada&page=3&size=50&sort=lastLoginAt&order=desc'))).toBe(
      '/admin/users?search=ada&limit=50&offset=100&sort=lastLoginAt&order=desc',
    );
    expect(adminUsersPathOf(new URLSearchParams('size=7&sort=legalName'))).toBe(
      '/admin/users?limit=25&offset=0',
    );
  });
});
