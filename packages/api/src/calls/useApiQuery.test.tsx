// A section's calls are useApiQuery of a path it builds; a detail call's path is idPath(base, id).
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { isNotFoundError } from '../http/ApiError';
import { recordApiRequests, setupTestApi, TestApiProvider, TEST_API_URL } from '../testing';
import { idPath } from './idPath';
import { useApiQuery } from './useApiQuery';

const server = setupTestApi();

const useDetail = (id: string | null | undefined) =>
  useApiQuery<{ answer: string }>(idPath('/admin/users', id));

describe('useApiQuery of a detail path', () => {
  it('asks for GET base/{id} with the id encoded', async () => {
    const requests = recordApiRequests(server);
    server.use(http.get(`${TEST_API_URL}/admin/*`, () => HttpResponse.json({ answer: 'detail' })));

    const { result } = renderHook(() => useDetail('u/1 x'), { wrapper: TestApiProvider });

    await waitFor(() => expect(result.current.data).toEqual({ answer: 'detail' }));
    expect(requests).toEqual(['GET /admin/users/u%2F1%20x']);
  });

  it('waits without a request while the id is unknown', async () => {
    const requests = recordApiRequests(server);

    const { result } = renderHook(() => useDetail(undefined), { wrapper: TestApiProvider });

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toMatchObject({ data: undefined, error: undefined, isLoading: false });
    expect(requests).toEqual([]);
  });

  it('reports a missing record as not found', async () => {
    server.use(
      http.get(`${TEST_API_URL}/admin/*`, () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }),
      ),
    );

    const { result } = renderHook(() => useDetail('missing'), { wrapper: TestApiProvider });

    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(isNotFoundError(result.current.error)).toBe(true);
  });
});

describe('useApiQuery with its own fetcher', () => {
  it('answers with what the fetcher resolves, keyed by the key it was given', async () => {
    const requests = recordApiRequests(server);
    const fetcher = jest.fn((key: string) => Promise.resolve(`answer for ${key}`));

    const { result } = renderHook(() => useApiQuery('totals', { fetcher }), { wrapper: TestApiProvider });

    await waitFor(() => expect(result.current.data).toBe('answer for totals'));
    expect(fetcher).toHaveBeenCalledWith('totals');
    expect(requests).toEqual([]);
  });
});
