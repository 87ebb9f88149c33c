import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { buildAdminApi } from '../app';
import { bearer } from '../testing/testApi';
import { createTestStorage } from '../testing/testEngine';

// A token with a valid signature (a leaked key, say) whose claims this API never writes.

const SECRET = 'a-test-secret-of-at-least-32-characters';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildAdminApi({
    ...(await createTestStorage()),
    portalUrl: 'http://portal.test',
    seedScale: 'small',
    tokenSecret: SECRET,
  });
}, 120_000);
afterAll(() => app?.close());

const signed = (claims: { sub: string; sid: string }) =>
  new SignJWT({ sid: claims.sid, use: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('portal-admin-api')
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(SECRET));

it.each([
  ['a session id that is not a UUID', { sub: randomUUID(), sid: "x' or 1=1 --" }],
  ['a subject that is not a UUID', { sub: 'admin', sid: randomUUID() }],
])('%s answers 401, never 500', async (_case, claims) => {
  for (const url of ['/admin/users', '/user/profile']) {
    const response = await app.inject({ url, headers: bearer(await signed(claims)) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
  }
  const logout = await app.inject({
    method: 'POST',
    url: '/auth/logout',
    headers: bearer(await signed(claims)),
  });
  expect(logout.statusCode).toBe(401);
});
