import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApi, signIn } from '../testing/testApi';

// Signing in, signing out and refused sign-ins go in the access log (routes/authRoutes.ts), and
// /user/profile says whether the user is an auditor (AUDITOR_EMAILS).
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApi({ auditorEmails: ['admin@example.com'] });
}, 120_000);
afterAll(() => app?.close());

const CALLBACK = 'GET /auth/oauth/google/callback';

it('records a sign-in and a sign-out with the staff member, request id, address and agent', async () => {
  const { token } = await signIn(app, 'admin@example.com');
  const [signedIn] = await app.audit.newest(1);
  expect(signedIn).toMatchObject({
    staffEmail: 'admin@example.com',
    action: 'signed in',
    resource: CALLBACK,
    query: {},
    status: 302,
    clientAddress: '127.0.0.1',
    subjects: [],
  });
  expect(signedIn!.staffId).toMatch(/^[0-9a-f-]{36}$/);
  expect(signedIn!.requestId).toBeTruthy();

  const logout = await app.inject({
    method: 'POST',
    url: '/auth/logout',
    headers: { ...bearer(token), 'user-agent': 'jest' },
  });
  expect(logout.statusCode).toBe(204);
  const [signedOut] = await app.audit.newest(1);
  expect(signedOut).toMatchObject({
    staffId: signedIn!.staffId,
    staffEmail: 'admin@example.com',
    action: 'signed out',
    resource: 'POST /auth/logout',
    status: 204,
    userAgent: 'jest',
  });
});

it("records a refused sign-in, and never the sign-in's code or state", async () => {
  // The stand-in refuses an address it does not offer before naming anyone.
  const refused = await signIn(app, 'former.admin@example.com');
  expect(refused.location.searchParams.get('error')).toBe('account-not-linked');
  const [record] = await app.audit.newest(1);
  expect(record).toMatchObject({
    staffId: null,
    staffEmail: null,
    action: 'refused',
    resource: CALLBACK,
    status: 302,
  });
  expect(record!.query).toEqual({ error: 'account-not-linked' });
});

it('says on /user/profile whether the user is an auditor, beside the spec fields', async () => {
  const profile = async (email: string) =>
    (await app.inject({ url: '/user/profile', headers: bearer((await signIn(app, email)).token) })).json<{
      email: string;
      auditor: boolean;
    }>();
  expect(await profile('admin@example.com')).toMatchObject({ email: 'admin@example.com', auditor: true });
  const plain = await profile('priya.raman@example.com');
  expect(plain).toMatchObject({ email: 'priya.raman@example.com', auditor: false });
});
