// Imported through the package name, as other packages' tests do.
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getApiConfig, getToken, login, useApiQuery, useSession } from '@portal/api';
import {
  makeSessionUser,
  recordApiRequests,
  resetApiForTests,
  setupTestApi,
  TestApiProvider,
  TEST_API_URL,
} from '@portal/api/testing';

/** The part of the growth answer (a sample call) this test reads. */
interface Growth {
  growth: { userCount: number }[];
}

const server = setupTestApi();

describe('@portal/api/testing', () => {
  it('points the client at the test API URL', () => {
    expect(TEST_API_URL).toBe('http://api.test');
    expect(getApiConfig()).toEqual({ apiUrl: 'http://api.test' });
  });

  it('resetApiForTests forgets the session and the storage', async () => {
    await login('token-1', makeSessionUser());
    sessionStorage.setItem('returnUrl', '/app');

    resetApiForTests();

    expect(getToken()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    const { result } = renderHook(() => useSession());
    expect(result.current).toEqual({ user: null, loading: true });
  });

  it('TestApiProvider starts the session like ApiProvider', () => {
    localStorage.setItem('token', 'token-1');
    localStorage.setItem('user', JSON.stringify(makeSessionUser({ firstName: 'Grace' })));

    const { result } = renderHook(() => useSession(), { wrapper: TestApiProvider });

    expect(result.current.user?.firstName).toBe('Grace');
  });

  it('TestApiProvider gives every mount an empty cache', async () => {
    let answer = 1;
    server.use(
      http.get(`${TEST_API_URL}/admin/growth`, () =>
        HttpResponse.json({
          growth: [{ month: '2025-01', userCount: answer++, activeUsers: 0, organisationCount: 0 }],
        }),
      ),
    );
    const requests = recordApiRequests(server);

    const first = renderHook(() => useApiQuery<Growth>('/admin/growth'), {
      wrapper: TestApiProvider,
    });
    await waitFor(() => expect(first.result.current.data?.growth[0]?.userCount).toBe(1));
    first.unmount();
    const second = renderHook(() => useApiQuery<Growth>('/admin/growth'), {
      wrapper: TestApiProvider,
    });

    expect(second.result.current.data).toBeUndefined();
    await waitFor(() => expect(second.result.current.data?.growth[0]?.userCount).toBe(2));
    expect(requests).toEqual(['GET /admin/growth', 'GET /admin/growth']);
  });
});
