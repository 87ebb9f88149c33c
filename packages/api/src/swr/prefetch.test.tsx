import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useApiQuery } from '../calls/useApiQuery';
import { withQuery } from '../http/apiClient';
import { ApiProvider } from '../provider/ApiProvider';
import { makeSessionUser, recordApiRequests, setupTestApi, TestApiProvider, testApiUrl } from '../testing';
import { keepPrefetchedAnswers, prefetchesSettled, prefetchPath } from './prefetch';

const server = setupTestApi();
/** A call as a section's hook makes it: its path with the query is its key. */
const usersPage = (limit: number) => withQuery('/admin/users', { limit, offset: 0 });
/** A sample call's answer: a page of users. */
const page = {
  users: [makeSessionUser({ email: 'early@example.com' })],
  total: 1,
  totalActive: 1,
};

describe('prefetchPath', () => {
  it('starts the call before the hook, which then gets that response without a second request', async () => {
    const requests = recordApiRequests(server);
    server.use(http.get(testApiUrl('/admin/users'), () => HttpResponse.json(page)));

    prefetchPath(usersPage(25));
    await waitFor(() => expect(requests).toEqual(['GET /admin/users?limit=25&offset=0']));

    const { result } = renderHook(() => useApiQuery<typeof page>(usersPage(25)), {
      wrapper: TestApiProvider,
    });
    await waitFor(() => expect(result.current.data).toEqual(page));
    expect(requests).toEqual(['GET /admin/users?limit=25&offset=0']);
  });

  it('puts an answer that is in before the first render into the cache, so that render has the data', async () => {
    const requests = recordApiRequests(server);
    server.use(http.get(testApiUrl('/admin/users'), () => HttpResponse.json(page)));

    prefetchPath(usersPage(10));
    await prefetchesSettled();
    await keepPrefetchedAnswers();

    // ApiProvider: the page-wide cache the shell renders with.
    const rendered: unknown[] = [];
    const { result } = renderHook(
      () => {
        const response = useApiQuery<typeof page>(usersPage(10));
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

  it('does not fetch a kept answer again when its hook mounts, and a later mount asks the API anew', async () => {
    const requests = recordApiRequests(server);
    let served = page;
    server.use(http.get(testApiUrl('/admin/users'), () => HttpResponse.json(served)));

    prefetchPath(usersPage(50));
    await prefetchesSettled();
    await keepPrefetchedAnswers();
    const validating: boolean[] = [];
    const { unmount } = renderHook(
      () => {
        const response = useApiQuery<typeof page>(usersPage(50));
        validating.push(response.isValidating);
        return response;
      },
      { wrapper: ApiProvider },
    );
    // SWR revalidates a mount that has data on the next animation frame; give it several.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(validating.length).toBeGreaterThan(0);
    expect(validating.every((isValidating) => !isValidating)).toBe(true);
    expect(requests).toEqual(['GET /admin/users?limit=50&offset=0']);

    // Past SWR's deduping interval the answer is no longer fresh: a new mount refetches it, from
    // the API and not from the prefetch's old response.
    unmount();
    served = { ...page, total: 2 };
    await act(() => new Promise((resolve) => setTimeout(resolve, 2200)));
    const { result } = renderHook(() => useApiQuery<typeof page>(usersPage(50)), { wrapper: ApiProvider });
    await waitFor(() => expect(result.current.data?.total).toBe(2));
    expect(requests).toHaveLength(2);
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

    prefetchPath(usersPage(100));
    await keepPrefetchedAnswers();
    const { result } = renderHook(() => useApiQuery<typeof page>(usersPage(100)), { wrapper: ApiProvider });
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
    prefetchPath(usersPage(50));

    const { result } = renderHook(() => useApiQuery<typeof page>(usersPage(50)), {
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
