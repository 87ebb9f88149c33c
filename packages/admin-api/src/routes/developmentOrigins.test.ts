import { SECTION_REGISTRY, SHELL_APP } from '@portal/registry';
import type { FastifyInstance } from 'fastify';
import { buildAdminApi } from '../app';
import { resolveConfig } from '../config';
import { signInCookieOf } from '../testing/testApi';
import { createTestStorage } from '../testing/testEngine';

// A remote served alone (its own port) calls the API and signs in on its own origin, which the API
// allows in development only (README "How a squad works on one section").
const PORTAL = 'http://portal.test';
const STANDALONE_USERS = 'http://localhost:3002';

describe('development origins', () => {
  const originsOf = (env: NodeJS.ProcessEnv, options = {}) =>
    resolveConfig({ portalUrl: PORTAL, ...options }, env).allowedOrigins;
  const REGISTERED = [SHELL_APP, ...SECTION_REGISTRY].map((app) => `http://localhost:${app.port}`);

  it('are off unless in development, where every registered app on localhost is allowed', () => {
    expect(originsOf({})).toEqual([PORTAL]);
    expect(originsOf({ NODE_ENV: 'test' })).toEqual([PORTAL]);
    expect(originsOf({ NODE_ENV: 'development' }).sort()).toEqual([PORTAL, ...REGISTERED].sort());
    expect(originsOf({ DEV_ORIGINS: 'true' }).sort()).toEqual([PORTAL, ...REGISTERED].sort());
    expect(originsOf({ NODE_ENV: 'development', USERS_PORT: '3902' })).toContain('http://localhost:3902');
  });

  it('are never on in production, not even when asked for', () => {
    expect(originsOf({ NODE_ENV: 'production', DEV_ORIGINS: 'true' })).toEqual([PORTAL]);
    expect(originsOf({ NODE_ENV: 'production' }, { developmentOrigins: [STANDALONE_USERS] })).toEqual([
      PORTAL,
    ]);
  });

  it('must be origins', () => {
    expect(() => originsOf({}, { developmentOrigins: ['localhost:3002'] })).toThrow(
      'A development origin must be an absolute http(s) URL',
    );
  });
});

describe('an API that allows a standalone remote', () => {
  let app: FastifyInstance;
  let production: FastifyInstance;

  beforeAll(async () => {
    [app, production] = await Promise.all([
      createTestStorage().then((storage) =>
        buildAdminApi({ ...storage, portalUrl: PORTAL, developmentOrigins: [STANDALONE_USERS] }),
      ),
      createTestStorage().then((storage) => buildAdminApi({ ...storage, portalUrl: PORTAL })),
    ]);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await production.close();
  });

  const preflight = (api: FastifyInstance, origin: string) =>
    api.inject({
      method: 'OPTIONS',
      url: '/admin/users',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });

  it('lets the allowed origins read its answers, and no other', async () => {
    expect((await preflight(app, STANDALONE_USERS)).headers['access-control-allow-origin']).toBe(
      STANDALONE_USERS,
    );
    expect((await preflight(app, PORTAL)).headers['access-control-allow-origin']).toBe(PORTAL);
    for (const origin of ['http://localhost:3009', 'http://evil.test', 'http://localhost:3002.evil.test']) {
      expect((await preflight(app, origin)).headers['access-control-allow-origin']).toBeUndefined();
    }
    expect(
      (await preflight(production, STANDALONE_USERS)).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });

  /** Walks the stand-in sign-in as the popup does and returns where it sends the browser back to. */
  async function signInReturningTo(api: FastifyInstance, origin: string) {
    const page = await api.inject({
      url: '/auth/oauth/google',
      query: { popup: 'true', action: 'login', domain: 'admin', origin },
    });
    if (page.statusCode !== 200) return { page, location: null };
    const state = /name="state" value="([^"]+)"/.exec(page.body)![1]!;
    const callback = await api.inject({
      url: '/auth/oauth/google/callback',
      query: { state, code: 'admin@example.com' },
      headers: { cookie: signInCookieOf(page.headers['set-cookie']) },
    });
    return { page, location: new URL(String(callback.headers.location)) };
  }

  it("returns a standalone remote's sign-in to that origin's callback, with the tokens", async () => {
    const { page, location } = await signInReturningTo(app, STANDALONE_USERS);
    // The chooser's form ends in that redirect, which form-action governs too.
    expect(page.headers['content-security-policy']).toContain(
      `form-action 'self' ${PORTAL} ${STANDALONE_USERS}`,
    );
    expect(`${location!.origin}${location!.pathname}`).toBe(`${STANDALONE_USERS}/auth/callback`);
    expect(location!.searchParams.get('popup')).toBe('true');
    expect(location!.searchParams.get('token')).toEqual(expect.any(String));
  });

  it("returns the portal's own origin to the portal's callback", async () => {
    const { location } = await signInReturningTo(app, PORTAL);
    expect(`${location!.origin}${location!.pathname}`).toBe(`${PORTAL}/auth/callback`);
  });

  it('refuses to return anywhere else (no open redirect), and outside development to any app', async () => {
    for (const origin of [
      'http://evil.test',
      `${STANDALONE_USERS}/evil`,
      'http://localhost:3009',
      'javascript:',
    ]) {
      const { page } = await signInReturningTo(app, origin);
      expect(page.statusCode).toBe(400);
      expect(page.headers['set-cookie']).toBeUndefined();
    }
    expect((await signInReturningTo(production, STANDALONE_USERS)).page.statusCode).toBe(400);
  });
});
