import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { adminUsersPath, useAdminUsers } from '../calls/users';
import type { UsersResponse } from '../contract';
import { ApiProvider } from '../provider/ApiProvider';
import { makeSessionUser, recordApiRequests, setupTestApi, TestApiProvider, testApiUrl } from '../testing';
import { keepPrefetchedAnswers, prefetchesSettled, prefetchPath } from './prefetch';

const server = setupTestApi();
const page: UsersResponse = {
  users: [makeSessionUser({ email: 'early@example.com' })],
  total: 1,
  totalActive: 1,
};

describe('prefetchPath', () => {
  it('starts the call before the hook, which then gets that response without a second request', async () => {
    const requests = recordApiRequests(server);
    server.use(http.get(testApiUrl('/admin/users'), () => HttpResponse.json(page)));

    prefetchPath(adminUsersPath({ limit: 25, offset: 0 }));
    await waitFor(() => expect(requests).toEqual(['GET /admin/users?limit=25&offset=0']));

    const { result } = renderHook(() => useAdminUsers({ limit: 25, offset: 0 }), {
      wrapper: TestApiProvider,
    });
    await waitFor(() => expect(result.current.data).toEqual(page));
    expect(requests).toEqual(['GET /admin/users?limit=25&offset=0']);
  });

  it('puts an answer that is in before the first render into the cache, so that render has the data', async () => {
    const requests = recordApiRequests(server);
    server.use(http.get(testApiUrl('/admin/users'), () => HttpResponse.json(page)));

    prefetchPath(adminUsersPath({ limit: 10, offset: 0 }));
    await prefetchesSettled();
    await keepPrefetchedAnswers();

    // ApiProvider: the page-wide cache the shell renders with.
    const rendered: unknown[] = [];
    const { result } = renderHook(
      () => {
        const response = useAdminUsers({ limit: 10, offset: 0 });
        rendered.push(response.data);
        return response;
      },
      { wrapper: ApiProvider },
    );
    expect(rendered[0]).toEqual(page);
    await waitFor(() => expect(result.current.isValidating).toBe(false));
    expect(result.current.data).toEqual(page);
    expect(requests).toEqual(['GET /admin/users?limit=10&offset=0']);
  });

  it('leaves an answer still on its way to its hook', async () => {
    const requests = recordApiRequests(server);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(testApiUrl('/admin/users'), async () => {
        await answered;
        return HttpResponse.json(page);
      }),
    );

    prefetchPath(adminUsersPath({ limit: 100, offset: 0 }));
    await keepPrefetchedAnswers();
    const { result } = renderHook(() => useAdminUsers({ limit: 100, offset: 0 }), { wrapper: ApiProvider });
    expect(result.current.data).toBeUndefined();
    answer();
    await waitFor(() => expect(result.current.data).toEqual(page));
    expect(requests).toEqual(['GET /admin/users?limit=100&offset=0']);
  });

  it('leaves a failure to the hook that takes the response over', async () => {
    server.use(
      http.get(testApiUrl('/admin/users'), () =>
        HttpResponse.json({ error: { code: 'INTERNAL_ERROR', message: 'down' } }, { status: 500 }),
      ),
    );
    prefetchPath(adminUsersPath({ limit: 50, offset: 0 }));

    const { result } = renderHook(() => useAdminUsers({ limit: 50, offset: 0 }), {
      wrapper: TestApiProvider,
    });
    await waitFor(() => expect(result.current.error?.status).toBe(500));
  });

  it('does nothing without a path', () => {
    const requests = recordApiRequests(server);
    prefetchPath(null);
    expect(requests).toEqual([]);
  });
});
