import { http, HttpResponse } from 'msw';
import { makeSessionUser, recordApiRequests, setupTestApi, testApiUrl } from '../testing';
import { getAuthState } from '../session/authStore';
import { initSession, login, logout, updateUser } from './sessionActions';
import { onSessionEvent } from '../session/sessionEvents';

const server = setupTestApi();
const ada = makeSessionUser();
const grace = makeSessionUser({
  id: 'user-2',
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
});

afterEach(() => jest.restoreAllMocks());

function silenceConsoleError(): jest.SpyInstance {
  return jest.spyOn(console, 'error').mockImplementation(() => {});
}

describe('start-up rules', () => {
  it('without a stored token: loading ends with no user', () => {
    localStorage.setItem('user', JSON.stringify(ada));
    initSession();
    expect(getAuthState()).toEqual({ user: null, loading: false });
  });

  it('with a token and a stored user: that user', () => {
    localStorage.setItem('token', 'token-1');
    localStorage.setItem('user', JSON.stringify(ada));
    initSession();
    expect(getAuthState()).toEqual({ user: ada, loading: false });
  });

  it('with a token but no stored user: loading ends with no user', () => {
    localStorage.setItem('token', 'token-1');
    initSession();
    expect(getAuthState()).toEqual({ user: null, loading: false });
  });

  it('treats an unreadable stored user as none', () => {
    localStorage.setItem('token', 'token-1');
    localStorage.setItem('user', '{not json');
    initSession();
    expect(getAuthState()).toEqual({ user: null, loading: false });
  });

  it('runs once: a second call does not undo what happened since', async () => {
    initSession();
    await login('token-1', ada);
    localStorage.removeItem('user');
    initSession();
    expect(getAuthState()).toEqual({ user: ada, loading: false });
  });
});

describe('login', () => {
  it('with a user object stores token, refresh token and user without asking the API', async () => {
    const requests = recordApiRequests(server);

    await expect(login('token-1', ada, 'refresh-1')).resolves.toEqual(ada);

    expect(localStorage.getItem('token')).toBe('token-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(ada);
    expect(getAuthState()).toEqual({ user: ada, loading: false });
    expect(requests).toEqual([]);
  });

  it('without a user object loads the profile with the new token and saves it', async () => {
    const authorizations: Array<string | null> = [];
    server.use(
      http.get(testApiUrl('/user/profile'), ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json(grace);
      }),
    );
    initSession();

    const pending = login('token-2');
    expect(getAuthState()).toEqual({ user: null, loading: true });

    await expect(pending).resolves.toEqual(grace);
    expect(authorizations).toEqual(['Bearer token-2']);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(grace);
    expect(getAuthState()).toEqual({ user: grace, loading: false });
  });

  it("drops the previous session's user and refresh token", async () => {
    await login('token-1', ada, 'refresh-1');
    server.use(http.get(testApiUrl('/user/profile'), () => new HttpResponse(null, { status: 503 })));
    silenceConsoleError();

    await login('token-2');

    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(getAuthState()).toEqual({ user: null, loading: false });
  });

  it('logs a failed profile refresh and ends without a user, keeping the token', async () => {
    server.use(
      http.get(testApiUrl('/user/profile'), () =>
        HttpResponse.json({ code: 'INTERNAL', message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    const consoleError = silenceConsoleError();

    await expect(login('token-1')).resolves.toBeNull();

    expect(consoleError).toHaveBeenCalledWith(
      'Failed to refresh the user profile',
      expect.objectContaining({ message: 'Database unavailable' }),
    );
    expect(getAuthState()).toEqual({ user: null, loading: false });
    expect(localStorage.getItem('token')).toBe('token-1');
  });
});

describe('logout', () => {
  beforeEach(async () => {
    await login('token-1', ada, 'refresh-1');
    sessionStorage.setItem('returnUrl', '/app/users');
  });

  function expectEverythingCleared() {
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(getAuthState()).toEqual({ user: null, loading: false });
  }

  it('tells the API with the bearer token, then clears everything', async () => {
    const authorizations: Array<string | null> = [];
    server.use(
      http.post(testApiUrl('/auth/logout'), ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );

    await logout();

    expect(authorizations).toEqual(['Bearer token-1']);
    expectEverythingCleared();
  });

  it('clears everything when the endpoint fails, logging the failure', async () => {
    server.use(http.post(testApiUrl('/auth/logout'), () => new HttpResponse(null, { status: 500 })));
    const consoleError = silenceConsoleError();

    await logout();

    expect(consoleError).toHaveBeenCalledWith(
      'Logout request failed',
      expect.objectContaining({ status: 500 }),
    );
    expectEverythingCleared();
  });

  it('does not announce an expired session when the token was already rejected', async () => {
    server.use(http.post(testApiUrl('/auth/logout'), () => new HttpResponse(null, { status: 401 })));
    silenceConsoleError();
    const invalidated = jest.fn();
    const unsubscribe = onSessionEvent('authInvalidated', invalidated);

    await logout();

    unsubscribe();
    expect(invalidated).not.toHaveBeenCalled();
    expectEverythingCleared();
  });

  it('clears everything when the API cannot be reached', async () => {
    server.use(http.post(testApiUrl('/auth/logout'), () => HttpResponse.error()));
    silenceConsoleError();

    await logout();

    expectEverythingCleared();
  });
});

describe('updateUser', () => {
  it('merges into the signed-in user and its stored copy', async () => {
    await login('token-1', ada);

    updateUser({ firstName: 'Augusta', avatarUrl: 'https://example.com/ada.png' });

    const expected = { ...ada, firstName: 'Augusta', avatarUrl: 'https://example.com/ada.png' };
    expect(getAuthState().user).toEqual(expected);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(expected);
  });

  it('does nothing when signed out', () => {
    initSession();
    updateUser({ firstName: 'Nobody' });
    expect(getAuthState()).toEqual({ user: null, loading: false });
    expect(localStorage.getItem('user')).toBeNull();
  });
});
