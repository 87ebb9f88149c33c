import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useApiQuery } from '../calls/useApiQuery';
import { apiClient } from '../http/apiClient';
import { useSession } from '../session/authStore';
import { login, logout } from './sessionActions';
import { makeSessionUser, recordApiRequests, setupTestApi, testApiUrl } from '../testing';
import { ApiProvider } from './ApiProvider';

const server = setupTestApi(
  http.post(testApiUrl('/auth/logout'), () => new HttpResponse(null, { status: 204 })),
);

/** The part of the growth answer (a sample call) this test reads. */
interface Growth {
  growth: { userCount: number }[];
}

function growthFor(userCount: number) {
  return { growth: [{ month: '2025-05', userCount, activeUsers: 1, organisationCount: 2 }] };
}

/** Each signed-in user gets an answer of their own, so stale data would show. */
function growthPerToken() {
  return http.get(testApiUrl('/admin/growth'), ({ request }) => {
    const token = request.headers.get('authorization');
    if (token === 'Bearer token-ada') return HttpResponse.json(growthFor(11));
    if (token === 'Bearer token-grace') return HttpResponse.json(growthFor(22));
    return HttpResponse.json({ code: 'UNAUTHORIZED', message: 'No token' }, { status: 401 });
  });
}

function GrowthUsers() {
  const { data, error } = useApiQuery<Growth>('/admin/growth');
  if (error) return <p>error: {error.message}</p>;
  return <p>{data ? `users: ${data.growth[0]?.userCount}` : 'no data'}</p>;
}

function Greeting() {
  const { user, loading } = useSession();
  return <p>{loading ? 'loading' : (user?.firstName ?? 'signed out')}</p>;
}

describe('ApiProvider', () => {
  it('starts the session before its children first render', () => {
    localStorage.setItem('token', 'token-ada');
    localStorage.setItem('user', JSON.stringify(makeSessionUser({ firstName: 'Ada' })));
    const seen: string[] = [];
    function RecordFirstRender() {
      const { user, loading } = useSession();
      seen.push(loading ? 'loading' : (user?.firstName ?? 'signed out'));
      return null;
    }

    render(
      <ApiProvider>
        <RecordFirstRender />
      </ApiProvider>,
    );

    expect(seen[0]).toBe('Ada');
  });

  it("empties the cache at logout so the next user never sees the previous user's data", async () => {
    server.use(growthPerToken());
    await login('token-ada', makeSessionUser({ firstName: 'Ada' }));
    const { unmount } = render(
      <ApiProvider>
        <Greeting />
        <GrowthUsers />
      </ApiProvider>,
    );
    expect(await screen.findByText('users: 11')).toBeInTheDocument();

    await act(() => logout());
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(screen.getByText('no data')).toBeInTheDocument();
    unmount();

    await login('token-grace', makeSessionUser({ firstName: 'Grace' }));
    render(
      <ApiProvider>
        <GrowthUsers />
      </ApiProvider>,
    );
    expect(screen.queryByText('users: 11')).not.toBeInTheDocument();
    expect(await screen.findByText('users: 22')).toBeInTheDocument();
  });

  it('empties the cache when a call answers 401', async () => {
    const requests = recordApiRequests(server);
    server.use(
      growthPerToken(),
      http.get(testApiUrl('/admin/users'), () => new HttpResponse(null, { status: 401 })),
    );
    await login('token-ada', makeSessionUser());
    render(
      <ApiProvider>
        <GrowthUsers />
      </ApiProvider>,
    );
    expect(await screen.findByText('users: 11')).toBeInTheDocument();

    await act(() => apiClient.get('/admin/users').catch(() => undefined));

    expect(screen.getByText('no data')).toBeInTheDocument();
    // Emptying the cache must not refetch: without a token that would only be another 401.
    expect(requests).toEqual(['GET /admin/growth', 'GET /admin/users']);
  });
});
