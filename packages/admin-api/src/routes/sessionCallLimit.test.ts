// A session's calls to /admin/* and /user/profile share one limit a minute; signing in and out
// have their own, per address. Shown with a limit of 5 so the test stays quick.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_ADMIN_CALLS_PER_MINUTE, resolveConfig } from '../config';
import { bearer, buildTestApi, signIn } from '../testing/testApi';
import { SIGN_IN_RATE_LIMIT } from './authRoutes';

const LIMIT = 5;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApi({ adminCallsPerMinute: LIMIT });
}, 120_000);

afterAll(() => app?.close());

const call = (url: string, token: string) => app.inject({ url, headers: bearer(token) });

it('answers a session beyond its calls a minute with 429, Retry-After and the error shape, across admin and profile', async () => {
  const { token } = await signIn(app, 'admin@example.com');
  const answers = [];
  for (const url of [
    '/admin/growth',
    '/user/profile',
    '/admin/coupons?limit=1',
    '/user/profile',
    '/admin/users?limit=1',
  ])
    answers.push((await call(url, token)).statusCode);
  expect(answers).toEqual([200, 200, 200, 200, 200]);

  const refused = await call('/admin/users?limit=1', token);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: expect.any(String) });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await call('/user/profile', token)).statusCode).toBe(429);

  // Another session (the same person signed in elsewhere) has its own count.
  const other = await signIn(app, 'admin@example.com');
  expect((await call('/admin/users?limit=1', other.token)).statusCode).toBe(200);
});

it('counts no call refused for its token against a session', async () => {
  const { token } = await signIn(app, 'admin@example.com');
  for (let i = 0; i < LIMIT + 2; i++)
    expect((await call('/admin/growth', 'not-a-token')).statusCode).toBe(401);
  expect((await call('/admin/growth', token)).statusCode).toBe(200);
});

it('limits sign-outs per address like sign-ins', async () => {
  const logOut = () => app.inject({ method: 'POST', url: '/auth/logout', headers: bearer('not-a-token') });
  const statuses = new Set<number>();
  for (let i = 0; i < SIGN_IN_RATE_LIMIT.rateLimit.max; i++) statuses.add((await logOut()).statusCode);
  expect([...statuses]).toEqual([401]);
  expect((await logOut()).statusCode).toBe(429);
});

it('has a default staff never meet, set by ADMIN_CALLS_PER_MINUTE, 0 for none', () => {
  expect(resolveConfig({}, {}).adminCallsPerMinute).toBe(DEFAULT_ADMIN_CALLS_PER_MINUTE);
  expect(resolveConfig({}, { ADMIN_CALLS_PER_MINUTE: '0' }).adminCallsPerMinute).toBe(0);
  expect(() => resolveConfig({}, { ADMIN_CALLS_PER_MINUTE: 'many' })).toThrow(
    'ADMIN_CALLS_PER_MINUTE must be a whole number, 0 for no limit, got "many"',
  );
});
