import { http, HttpResponse } from 'msw';
import { createTestApiServer, makeSessionUser, resetApiForTests, testApiUrl } from '../testing';
import { getAuthState } from '../session/authStore';
import { login } from '../provider/sessionActions';
import { onSessionEvent } from '../session/sessionEvents';
import { setOrganisationInvalidatedHandler } from '../session/organisationInvalidated';
import { apiClient } from './apiClient';
import { ApiError } from './ApiError';

const server = createTestApiServer();
const admin = makeSessionUser();
const unsubscribes: Array<() => void> = [];

function listenForInvalidation(): jest.Mock {
  const listener = jest.fn();
  unsubscribes.push(onSessionEvent('authInvalidated', listener));
  return listener;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  resetApiForTests();
  await login('token-1', admin, 'refresh-1');
});
afterEach(() => {
  server.resetHandlers();
  unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe());
});
afterAll(() => server.close());

function answer(path: string, status: number, body?: object) {
  return http.get(testApiUrl(path), () =>
    body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status }),
  );
}

function expectSignedOut() {
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('refreshToken')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
  expect(getAuthState()).toEqual({ user: null, loading: false });
}

function expectStillSignedIn() {
  expect(localStorage.getItem('token')).toBe('token-1');
  expect(getAuthState()).toEqual({ user: admin, loading: false });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('401 on any call', () => {
  it("clears the session, announces it and throws 'Authentication failed'", async () => {
    const invalidated = listenForInvalidation();
    server.use(answer('/admin/growth', 401, { code: 'UNAUTHORIZED', message: 'Token expired' }));

    const error = await failureOf(apiClient.get('/admin/growth'));

    expect(error).toMatchObject({ status: 401, message: 'Authentication failed' });
    expectSignedOut();
    expect(invalidated).toHaveBeenCalledTimes(1);
  });

  it('announces a burst of 5 parallel 401s once, and again after a new login', async () => {
    const invalidated = listenForInvalidation();
    server.use(answer('/admin/users', 401));

    const errors = await Promise.all(
      Array.from({ length: 5 }, () => failureOf(apiClient.get('/admin/users'))),
    );

    expect(errors.map((error) => error.message)).toEqual(Array(5).fill('Authentication failed'));
    expect(invalidated).toHaveBeenCalledTimes(1);

    await login('token-2', admin);
    await failureOf(apiClient.get('/admin/users'));
    expect(invalidated).toHaveBeenCalledTimes(2);
  });

  it("does not end a newer session when the previous user's request answers late", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(testApiUrl('/admin/growth'), async () => {
        await gate;
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const late = failureOf(apiClient.get('/admin/growth'));
    await login('token-newer', admin);
    release();

    await expect(late).resolves.toMatchObject({ message: 'Authentication failed' });
    expect(localStorage.getItem('token')).toBe('token-newer');
    expect(getAuthState().user).toEqual(admin);
  });
});

describe('403', () => {
  it.each(['ORGANISATION_ACCESS_DENIED', 'USER_NOT_IN_ORGANISATION'])(
    "with %s runs the organisation-invalidated handler and throws 'Insufficient permissions'",
    async (code) => {
      const handler = jest.fn();
      setOrganisationInvalidatedHandler(handler);
      server.use(
        answer('/admin/organisations/org-1', 403, { code, message: 'No access to this organisation' }),
      );

      const error = await failureOf(apiClient.get('/admin/organisations/org-1'));

      expect(error).toMatchObject({ status: 403, code, message: 'Insufficient permissions' });
      expect(handler).toHaveBeenCalledTimes(1);
      expectStillSignedIn();
    },
  );

  it("other 403s go back to the caller with the body's message", async () => {
    const handler = jest.fn();
    setOrganisationInvalidatedHandler(handler);
    server.use(answer('/admin/users', 403, { code: 'FORBIDDEN', message: 'Admin access required' }));

    const error = await failureOf(apiClient.get('/admin/users'));

    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Admin access required' });
    expect(handler).not.toHaveBeenCalled();
    expectStillSignedIn();
  });
});

describe('404', () => {
  it.each(['USER_NOT_FOUND', 'USER_DEACTIVATED'])(
    "on a /user/ path with %s clears the session and throws 'User account no longer exists'",
    async (code) => {
      const invalidated = listenForInvalidation();
      server.use(answer('/user/profile', 404, { code, message: 'User not found' }));

      const error = await failureOf(apiClient.get('/user/profile'));

      expect(error).toMatchObject({ status: 404, code, message: 'User account no longer exists' });
      expectSignedOut();
      expect(invalidated).toHaveBeenCalledTimes(1);
    },
  );

  it('keeps the session for the same codes on a path without /user/', async () => {
    server.use(answer('/admin/users/u-9', 404, { code: 'USER_NOT_FOUND', message: 'User not found' }));

    const error = await failureOf(apiClient.get('/admin/users/u-9'));

    expect(error).toMatchObject({ status: 404, message: 'User not found' });
    expectStillSignedIn();
  });

  it("keeps the session for the same codes on another user's activities (/admin/activities/user/{id})", async () => {
    server.use(
      answer('/admin/activities/user/u-9', 404, { code: 'USER_NOT_FOUND', message: 'User not found' }),
    );

    const error = await failureOf(apiClient.get('/admin/activities/user/u-9'));

    expect(error).toMatchObject({ status: 404, code: 'USER_NOT_FOUND', message: 'User not found' });
    expectStillSignedIn();
  });

  it('keeps the session for other codes on a /user/ path', async () => {
    server.use(answer('/user/profile', 404, { code: 'NOT_FOUND', message: 'No such route' }));

    const error = await failureOf(apiClient.get('/user/profile'));

    expect(error).toMatchObject({ status: 404, message: 'No such route' });
    expectStillSignedIn();
  });
});

describe('the request id of a failed call', () => {
  it('travels with the error from the X-Request-Id header', async () => {
    server.use(
      http.get(testApiUrl('/admin/growth'), () =>
        HttpResponse.json(
          { code: 'INTERNAL_ERROR', message: 'Internal server error' },
          { status: 500, headers: { 'X-Request-Id': 'req-42' } },
        ),
      ),
    );
    await expect(apiClient.get('/admin/growth')).rejects.toMatchObject({
      message: 'Internal server error',
      status: 500,
      requestId: 'req-42',
    });
  });

  it('is absent when the answer names none', async () => {
    server.use(answer('/admin/growth', 502));
    const error = await apiClient.get('/admin/growth').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).requestId).toBeUndefined();
  });
});
