import type { SessionUser } from '@portal/contract';
import type { OrganisationsResponse } from '@portal/contract/organisations';
import type { UsersResponse } from '@portal/contract/users';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { mintAccessToken } from '../app';
import { bearer, buildTestApi, signIn, signInCookieOf } from '../testing/testApi';
import { SIGN_IN_RATE_LIMIT } from './authRoutes';

const PORTAL = 'http://portal.test';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let app: FastifyInstance;
let adminToken: string;
let memberToken: string;
let adminId: string;
let organisationId: string;
let userId: string;

async function profile(token: string) {
  return app.inject({ url: '/user/profile', headers: bearer(token) });
}

async function idOf(email: string): Promise<string> {
  const response = await app.inject({
    url: `/admin/users?search=${encodeURIComponent(email)}`,
    headers: bearer(adminToken),
  });
  return response.json<UsersResponse>().users.find((user) => user.email === email)!.id;
}

beforeAll(async () => {
  app = await buildTestApi();
  adminToken = (await signIn(app, 'admin@example.com')).token;
  memberToken = (await signIn(app, 'member@example.com')).token;
  adminId = (await profile(adminToken)).json<SessionUser>().id;
  userId = await idOf('percy_darcy@organicproduce.com.au');
  const organisations = await app.inject({
    url: '/admin/organisations?limit=1',
    headers: bearer(adminToken),
  });
  organisationId = organisations.json<OrganisationsResponse>().organisations[0]!.id;
}, 120_000);

afterAll(() => app?.close());

describe('authorisation of every /admin route', () => {
  const routes = () => [
    '/admin/growth',
    '/admin/users',
    `/admin/users/${userId}`,
    '/admin/organisations',
    `/admin/organisations/${organisationId}`,
    '/admin/coupons',
    '/admin/coupons/ACCOUNTANT20',
    '/admin/activities',
    `/admin/activities/organisation/${organisationId}`,
    `/admin/activities/user/${userId}`,
    `/admin/invoices/organisation/${organisationId}`,
    `/admin/team/organisation/${organisationId}`,
    '/admin/search?q=smith',
    '/admin/users?format=csv',
  ];

  const expectAnswers = async (headers: Record<string, string>, statusCode: number, code?: string) => {
    for (const url of routes()) {
      const response = await app.inject({ url, headers });
      expect({ url, statusCode: response.statusCode }).toEqual({ url, statusCode });
      if (code) expect(response.json()).toEqual({ code, message: expect.any(String) });
    }
  };

  it('refuses a request without a token: 401', () => expectAnswers({}, 401, 'UNAUTHORIZED'));

  it('refuses a malformed or foreign token: 401', async () => {
    await expectAnswers(bearer('not-a-jwt'), 401, 'UNAUTHORIZED');
    await expectAnswers({ authorization: adminToken }, 401, 'UNAUTHORIZED');
    const foreign = await new SignJWT({ sid: UNKNOWN_ID, use: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(adminId)
      .setIssuer('portal-admin-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    await expectAnswers(bearer(foreign), 401, 'UNAUTHORIZED');
  });

  it('refuses an expired token: 401', async () => {
    const expired = await mintAccessToken(app, adminId, new Date(Date.now() - 1000));
    await expectAnswers(bearer(expired), 401, 'UNAUTHORIZED');
  });

  it('refuses a refresh token used as an access token: 401', async () => {
    const { refreshToken } = await signIn(app, 'admin@example.com');
    await expectAnswers(bearer(refreshToken), 401, 'UNAUTHORIZED');
  });

  it('refuses a signed-in user who is not an admin: 403', () =>
    expectAnswers(bearer(memberToken), 403, 'FORBIDDEN'));

  it('refuses a deactivated admin: 403', async () => {
    const token = await mintAccessToken(app, await idOf('former.admin@example.com'));
    await expectAnswers(bearer(token), 403, 'FORBIDDEN');
  });

  it('answers an admin: 200', () => expectAnswers(bearer(adminToken), 200));
});

describe('GET /user/profile', () => {
  it('answers the signed-in admin with the platform role', async () => {
    const response = await profile(adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'admin@example.com',
      isAdmin: true,
      role: 'AVANZU',
      status: 'ACTIVE',
    });
    expect(response.json<SessionUser>().firstName).toBeTruthy();
  });

  it('answers a member who is not an admin', async () => {
    expect((await profile(memberToken)).json()).toMatchObject({
      email: 'member@example.com',
      isAdmin: false,
      role: null,
    });
  });

  it('answers 401 without a valid token', async () => {
    expect((await app.inject('/user/profile')).statusCode).toBe(401);
    expect((await profile('garbage')).statusCode).toBe(401);
  });

  it('answers 404 USER_NOT_FOUND for a user that no longer exists', async () => {
    const response = await profile(await mintAccessToken(app, UNKNOWN_ID));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
  });

  it('answers 404 USER_DEACTIVATED for a deactivated user', async () => {
    const response = await profile(await mintAccessToken(app, await idOf('former.admin@example.com')));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'USER_DEACTIVATED' });
  });
});

describe('stand-in Google sign-in', () => {
  it('shows a self-contained account chooser listing the staff accounts that may sign in', async () => {
    const response = await app.inject('/auth/oauth/google?popup=true&action=login&domain=admin');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>Sign in with Google – Choose an account</title>');
    const emails = [...response.body.matchAll(/<button type="submit" name="code" value="([^"]+)">/g)].map(
      (m) => m[1],
    );
    expect(emails).toEqual(expect.arrayContaining(['admin@example.com', 'member@example.com']));
    expect(emails).not.toContain('former.admin@example.com');
    expect(emails.every((email) => email!.endsWith('@example.com'))).toBe(true);
    expect(response.body).not.toMatch(/<script/i);
    // The popup must keep its opener; the form may hand over to the portal.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain(`form-action 'self' ${PORTAL}`);
  });

  it('redirects to the portal callback with the tokens and popup=true when asked in a popup', async () => {
    const { location, token, refreshToken } = await signIn(app, 'admin@example.com', true);
    expect(`${location.origin}${location.pathname}`).toBe(`${PORTAL}/auth/callback`);
    expect([...location.searchParams.keys()]).toEqual([
      'provider',
      'action',
      'token',
      'refreshToken',
      'popup',
    ]);
    expect(location.searchParams.get('provider')).toBe('google');
    expect(location.searchParams.get('action')).toBe('login');
    expect(location.searchParams.get('popup')).toBe('true');
    expect(refreshToken).not.toBe(token);
    expect((await profile(token)).json()).toMatchObject({ email: 'admin@example.com' });
  });

  it('leaves popup out when the sign-in did not run in a popup', async () => {
    const { location } = await signIn(app, 'member@example.com', false);
    expect(location.searchParams.has('popup')).toBe(false);
    expect(location.searchParams.get('token')).toBeTruthy();
  });

  it('reports an account it cannot sign in back to the portal', async () => {
    for (const email of [
      'former.admin@example.com',
      'nobody@example.com',
      'percy_darcy@organicproduce.com.au',
    ]) {
      const { location, token } = await signIn(app, email);
      expect(token).toBe('');
      expect(location.searchParams.get('error')).toBe('account-not-linked');
      expect(location.searchParams.get('popup')).toBe('true');
    }
  });

  it('rejects a forged or missing state and an unsupported action', async () => {
    const forged = await app.inject({
      url: '/auth/oauth/google/callback',
      query: { state: 'x', code: 'admin@example.com' },
    });
    // Nothing of a forged state is trusted: the portal's own callback shows the refusal.
    expect(forged.statusCode).toBe(302);
    const refused = new URL(forged.headers.location as string);
    expect(refused.pathname).toBe('/auth/callback');
    expect(refused.searchParams.get('error')).toBe('oauth_error');
    expect(refused.searchParams.has('token')).toBe(false);
    const missing = await app.inject('/auth/oauth/google/callback?code=admin@example.com');
    expect(missing.json()).toEqual({ code: 'BAD_REQUEST', message: 'Missing query parameter "state"' });
    const signup = await app.inject('/auth/oauth/google?action=signup');
    expect(signup.statusCode).toBe(400);
    expect(signup.json().message).toContain('"action"');
  });
});

describe('sessions', () => {
  const refresh = (refreshToken: string) =>
    app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } });

  it('logout revokes the token and its refresh token', async () => {
    const { token, refreshToken } = await signIn(app, 'admin@example.com');
    expect((await profile(token)).statusCode).toBe(200);
    // The portal sends a JSON content type with no body.
    const logout = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(204);
    expect((await profile(token)).statusCode).toBe(401);
    expect((await app.inject({ url: '/admin/users', headers: bearer(token) })).statusCode).toBe(401);
    const refreshed = await refresh(refreshToken);
    expect(refreshed.statusCode).toBe(401);
    expect((await profile(adminToken)).statusCode).toBe(200);
  });

  it('logout without a valid token answers 401', async () => {
    expect((await app.inject({ method: 'POST', url: '/auth/logout' })).statusCode).toBe(401);
  });

  it('a refresh token buys a new pair for the same session, once', async () => {
    const { refreshToken } = await signIn(app, 'member@example.com');
    const refreshed = await refresh(refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const pair = refreshed.json<{ token: string; refreshToken: string }>();
    expect(pair.refreshToken).not.toBe(refreshToken);
    expect((await profile(pair.token)).json()).toMatchObject({ email: 'member@example.com' });
    const misuse = await refresh(pair.token);
    expect(misuse.statusCode).toBe(401);
    const next = await refresh(pair.refreshToken);
    expect(next.statusCode).toBe(200);
  });

  it('a refresh token used twice revokes the whole session', async () => {
    const { refreshToken } = await signIn(app, 'admin@example.com');
    const first = await refresh(refreshToken);
    const current = first.json<{ token: string; refreshToken: string }>();
    expect((await profile(current.token)).statusCode).toBe(200);
    const replay = await refresh(refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await profile(current.token)).statusCode).toBe(401);
    const afterReplay = await refresh(current.refreshToken);
    expect(afterReplay.statusCode).toBe(401);
  });

  it('logout with an expired access token still revokes its session', async () => {
    const { token, refreshToken } = await app.tokens.startSession(adminId, new Date(Date.now() - 1000));
    expect((await profile(token)).statusCode).toBe(401);
    const logout = await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    const refreshed = await refresh(refreshToken);
    expect(refreshed.statusCode).toBe(401);
  });

  it('logout refuses a token not signed by this API', async () => {
    const logout = await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer('not-a-jwt') });
    expect(logout.statusCode).toBe(401);
  });
});

describe('sign-in binding', () => {
  /** The chooser page of a new sign-in: its state and the cookie it set. */
  async function startSignIn() {
    const page = await app.inject('/auth/oauth/google?popup=true&action=login&domain=admin');
    return {
      state: /name="state" value="([^"]+)"/.exec(page.body)![1]!,
      setCookie: String(page.headers['set-cookie']),
    };
  }

  const callback = (state: string, cookie?: string) =>
    app.inject({
      url: '/auth/oauth/google/callback',
      query: { state, code: 'admin@example.com' },
      headers: cookie ? { cookie } : {},
    });

  const portalParams = (response: { headers: Record<string, unknown> }) =>
    new URL(String(response.headers.location)).searchParams;

  it("hands the starting tab's value back beside the tokens, bound into the signed state (issue 76 item 2)", async () => {
    const attempt = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    const page = await app.inject(
      `/auth/oauth/google?popup=true&action=login&domain=admin&attempt=${attempt}`,
    );
    const state = /name="state" value="([^"]+)"/.exec(page.body)![1]!;
    const cookie = signInCookieOf(String(page.headers['set-cookie']));
    const answer = portalParams(await callback(state, cookie));
    expect(answer.get('token')).toBeTruthy();
    expect(answer.get('attempt')).toBe(attempt);
    // Without a value at the start, none comes back; a malformed one is refused at the start.
    const plain = await startSignIn();
    const plainAnswer = portalParams(await callback(plain.state, signInCookieOf(plain.setCookie)));
    expect(plainAnswer.get('token')).toBeTruthy();
    expect(plainAnswer.has('attempt')).toBe(false);
    const malformed = await app.inject('/auth/oauth/google?popup=true&action=login&domain=admin&attempt=<b>');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('binds the sign-in to the browser with an HttpOnly SameSite cookie', async () => {
    const { setCookie } = await startSignIn();
    // A token the API signed (the nonce and PKCE code_verifier), never a value the browser could write.
    expect(setCookie).toMatch(
      /^portal_sign_in=[\w-]+\.[\w-]+\.[\w-]+; Path=\/auth\/oauth\/google; Max-Age=600; /,
    );
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
  });

  it('refuses a callback from a browser that did not start the sign-in', async () => {
    const { state } = await startSignIn();
    const other = await startSignIn();
    for (const cookie of [undefined, signInCookieOf(other.setCookie)]) {
      const response = await callback(state, cookie);
      // The other browser's own sign-in keeps its cookie.
      expect(response.headers['set-cookie']).toBeUndefined();
      const params = portalParams(response);
      expect(params.get('error')).toBe('oauth_error');
      expect(params.get('popup')).toBe('true');
      expect(params.has('token')).toBe(false);
    }
  });

  it('refuses a state used once already, and clears the cookie', async () => {
    const { state, setCookie } = await startSignIn();
    const first = await callback(state, signInCookieOf(setCookie));
    expect(portalParams(first).get('token')).toBeTruthy();
    expect(String(first.headers['set-cookie'])).toMatch(/^portal_sign_in=; .*Max-Age=0/);
    const replay = portalParams(await callback(state, signInCookieOf(setCookie)));
    expect(replay.get('error')).toBe('oauth_error');
    expect(replay.has('token')).toBe(false);
  });
});

describe('bad input answers 400 naming the parameter', () => {
  it.each(
    [
      ['/admin/users?limit=0', 'limit'],
      ['/admin/users?limit=101', 'limit'],
      ['/admin/users?limit=ten', 'limit'],
      ['/admin/users?limit=1.5', 'limit'],
      ['/admin/users?limit=5&limit=6', 'limit'],
      ['/admin/users?offset=-1', 'offset'],
      ['/admin/users?offset=1000001', 'offset'],
      ['/admin/organisations?limit=0', 'limit'],
      ['/admin/organisations?offset=x', 'offset'],
      ['/admin/coupons?limit=101', 'limit'],
      ['/admin/activities?activityType=LOGIN', 'activityType'],
      ['/admin/activities?activityType=auth', 'activityType'],
      ['/admin/activities?limit=101', 'limit'],
      ['/admin/activities?offset=-5', 'offset'],
      ['/admin/users/not-a-uuid', 'id'],
      ['/admin/organisations/123', 'id'],
      ["/admin/coupons/bad%20id'", 'id'],
      ['/admin/activities/user/xyz', 'id'],
      ['/admin/activities/organisation/xyz', 'id'],
      [`/admin/activities/organisation/${UNKNOWN_ID}?activityType=NOPE`, 'activityType'],
      ['/admin/invoices/organisation/xyz', 'id'],
      [`/admin/invoices/organisation/${UNKNOWN_ID}?limit=500`, 'limit'],
      ['/admin/team/organisation/xyz', 'id'],
      ['/admin/users?search=a%00b', 'search'],
      ['/admin/organisations?search=a%00b', 'search'],
      ['/admin/users?limit=1e999', 'limit'],
      ['/admin/activities?offset=1e999', 'offset'],
      ['/admin/coupons/a%00b', 'id'],
    ].map(([url, parameter]) => [url!, url!, parameter!]),
  )('%s', async (_label, url, parameter) => {
    const response = await app.inject({ url, headers: bearer(adminToken) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(`"${parameter}"`),
    });
  });

  it('answers a URL that is not percent-encoded UTF-8 with 400 and the error shape', async () => {
    const response = await app.inject({ url: '/admin/users/%80', headers: bearer(adminToken) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('answers 413 JSON for an oversized body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refreshToken: 'x'.repeat(20_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers 400 JSON for a malformed JSON body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: { 'content-type': 'application/json' },
      payload: '{"refreshToken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('HTTP surface', () => {
  it('answers unknown routes with 404 JSON', async () => {
    for (const url of ['/nope', '/admin/nope', '/admin/users/a/b']) {
      const response = await app.inject({ url, headers: bearer(adminToken) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: expect.stringContaining('not found') });
    }
  });

  it('allows the portal origin only, with the Authorization and Content-Type headers', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/admin/users',
      headers: {
        origin: PORTAL,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Authorization.*Content-Type/);
    const other = await app.inject({ url: '/user/profile', headers: { origin: 'http://evil.test' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers', async () => {
    const response = await app.inject({ url: '/admin/growth', headers: bearer(adminToken) });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('rate-limits the sign-in routes only', async () => {
    const attempts = await Promise.all(
      Array.from({ length: SIGN_IN_RATE_LIMIT.rateLimit.max + 1 }, () =>
        app.inject('/auth/oauth/google?popup=true'),
      ),
    );
    const limited = attempts.filter((response) => response.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const lists = await Promise.all(
      Array.from({ length: 40 }, () =>
        app.inject({ url: '/admin/coupons?limit=1', headers: bearer(adminToken) }),
      ),
    );
    expect(lists.every((response) => response.statusCode === 200)).toBe(true);
  });
});
