import type { FastifyInstance } from 'fastify';
import type { UsersResponse } from '@portal/contract/users';
import { buildAdminApi } from '../app';
import { createTestStorage } from '../testing/testEngine';
import { bearer, signIn } from '../testing/testApi';
import { prepareApiRoleDatabase } from './roles';

// The production topology's API processes run as their own role (roles.ts): the whole API works
// under it, and the access log still grows.
let app: FastifyInstance;
let apiUrl: string;

beforeAll(async () => {
  const { databaseUrl } = await createTestStorage();
  apiUrl = await prepareApiRoleDatabase(databaseUrl!, { seedScale: 'small', role: 'portal_api_test' });
  app = await buildAdminApi({ databaseUrl: apiUrl, portalUrl: 'http://portal.test', seedScale: 'small' });
}, 120_000);
afterAll(() => app?.close());

it('connects as the API role, not as the owner', () => {
  expect(new URL(apiUrl).username).toBe('portal_api_test');
  expect(new URL(apiUrl).password).toMatch(/^[A-Za-z0-9_-]{32}$/);
});

it('signs in, lists, reads and signs out under the API role, each call recorded', async () => {
  const { token } = await signIn(app, 'admin@example.com');
  const list = await app.inject({ url: '/admin/users?limit=25', headers: bearer(token) });
  expect(list.statusCode).toBe(200);
  const [first] = list.json<UsersResponse>().users;
  expect((await app.inject({ url: `/admin/users/${first!.id}`, headers: bearer(token) })).statusCode).toBe(
    200,
  );
  expect((await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) })).statusCode).toBe(
    204,
  );
  expect((await app.audit.newest(4)).map((record) => record.action)).toEqual([
    'signed out',
    'viewed',
    'listed',
    'signed in',
  ]);
});
