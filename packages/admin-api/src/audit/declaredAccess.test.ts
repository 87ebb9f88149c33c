import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { notFound } from '../http/apiError';
import { registerErrorHandling } from '../http/errorHandling';
import { testDatabaseForFile } from '../testing/testDatabase';
import { createAccessAudit } from './accessAudit';
import { listedOrSearched, organisations, recordDeclaredAccess, users } from './declaredAccess';

// One hook records every route that declares its access; a route declares only what it did and
// where the subjects are in its answer.
let db: Database;
testDatabaseForFile((opened) => (db = opened));

const USER = '11111111-1111-4111-8111-111111111111';
const ORGANISATION = '22222222-2222-4222-8222-222222222222';
const STAFF = '33333333-3333-4333-8333-333333333333';

interface Detail {
  user: { id: string };
  organisations: { id: string; name: string }[];
}

async function appOn(database: Database): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('audit', createAccessAudit(database, []));
  app.decorateRequest('staffId', '');
  app.addHook('onRequest', async (request) => {
    (request as { staffId?: string }).staffId = STAFF;
  });
  registerErrorHandling(app);
  recordDeclaredAccess(app);
  app.get<{ Params: { id: string } }>(
    '/admin/users/:id',
    {
      config: {
        access: {
          action: 'viewed',
          subjects: (answer: Detail) => [
            ...users(answer.user.id),
            ...organisations(...answer.organisations.map((o) => o.id)),
          ],
        },
      },
    },
    async (request) => {
      if (request.params.id !== USER) throw notFound(`User ${request.params.id} not found`);
      return { user: { id: USER }, organisations: [{ id: ORGANISATION, name: 'Acme' }] } satisfies Detail;
    },
  );
  app.get(
    '/admin/users',
    {
      config: {
        access: {
          action: listedOrSearched,
          subjects: (answer: { users: { id: string }[] }) => users(...answer.users.map((u) => u.id)),
        },
      },
    },
    async () => ({ users: [{ id: USER }] }),
  );
  app.get('/admin/counts', async () => ({ total: 1 }));
  await app.ready();
  return app;
}

const newest = async () => (await createAccessAudit(db, []).newest(1))[0];

it('records a detail as viewed, with its entity and what it embeds, before the answer goes', async () => {
  const app = await appOn(db);
  const response = await app.inject({ url: `/admin/users/${USER}`, headers: { 'user-agent': 'jest' } });
  expect(response.statusCode).toBe(200);
  expect(await newest()).toMatchObject({
    staffId: STAFF,
    action: 'viewed',
    resource: 'GET /admin/users/{id}',
    subjects: [`organisation:${ORGANISATION}`, `user:${USER}`],
    query: { id: USER },
    status: 200,
    userAgent: 'jest',
    requestId: expect.any(String),
  });
  await app.close();
});

it('records a list as listed, or searched with its term, every row a subject', async () => {
  const app = await appOn(db);
  await app.inject('/admin/users?limit=25');
  expect(await newest()).toMatchObject({
    action: 'listed',
    query: { limit: '25' },
    subjects: [`user:${USER}`],
  });
  await app.inject('/admin/users?search=kim%40example.com');
  expect(await newest()).toMatchObject({ action: 'searched', query: { search: 'kim@example.com' } });
  await app.close();
});

it('records nothing for an error answer, an undeclared route or a HEAD', async () => {
  const app = await appOn(db);
  const before = await newest();
  expect((await app.inject('/admin/users/44444444-4444-4444-8444-444444444444')).statusCode).toBe(404);
  expect((await app.inject('/admin/counts')).statusCode).toBe(200);
  expect((await app.inject({ method: 'HEAD', url: `/admin/users/${USER}` })).statusCode).toBe(200);
  expect(await newest()).toEqual(before);
  await app.close();
});

it('answers 503 with {code, message} and nothing of the data when the record cannot be written', async () => {
  const broken: Database = { ...db, query: () => Promise.reject(new Error('disk full')) };
  const app = await appOn(broken);
  const response = await app.inject(`/admin/users/${USER}`);
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({
    code: 'AUDIT_UNAVAILABLE',
    message: 'The access log cannot be written, so nothing is shown. Try again shortly.',
  });
  expect(response.body).not.toContain(ORGANISATION);
  await app.close();
});
