import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ListQuery, UsersResponse } from '../contract';
import { makeSessionUser, recordApiRequests, setupTestApi, TestApiProvider, testApiUrl } from '../testing';
import { createGate } from '../testing/gate';
import { useAdminUsers } from './users';

const server = setupTestApi();

function pageOf(email: string): UsersResponse {
  return { users: [makeSessionUser({ email })], total: 60, totalActive: 41 };
}

describe('useAdminUsers', () => {
  it.each<[ListQuery, string]>([
    [{ search: '', limit: 25, offset: 0 }, 'GET /admin/users?limit=25&offset=0'],
    [{ search: '   ', limit: 25, offset: 0 }, 'GET /admin/users?limit=25&offset=0'],
    [{ limit: 100, offset: 200 }, 'GET /admin/users?limit=100&offset=200'],
    [
      { search: '  ada lovelace ', limit: 50, offset: 50 },
      'GET /admin/users?search=ada+lovelace&limit=50&offset=50',
    ],
  ])('asks for %j as %s', async (query, expected) => {
    const requests = recordApiRequests(server);
    server.use(http.get(testApiUrl('/admin/users'), () => HttpResponse.json(pageOf('a@example.com'))));

    const { result } = renderHook(() => useAdminUsers(query), { wrapper: TestApiProvider });

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
    const { result, rerender } = renderHook((query: ListQuery) => useAdminUsers(query), {
      wrapper: TestApiProvider,
      initialProps: { limit: 25, offset: 0 },
    });
    await waitFor(() => expect(result.current.data).toEqual(pageOf('page-at-0@example.com')));

    rerender({ limit: 25, offset: 25 });
    await waitFor(() => expect(result.current.isValidating).toBe(true));
    expect(result.current.data).toEqual(pageOf('page-at-0@example.com'));

    act(() => nextPage.open());
    await waitFor(() => expect(result.current.data).toEqual(pageOf('page-at-25@example.com')));
  });
});
