import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { Database } from '../db/database';
import { registerErrorHandling } from '../http/errorHandling';
import { testDatabaseForFile } from '../testing/testDatabase';
import { createAccessAudit } from './accessAudit';
import { users } from './declaredAccess';
import { recordedBatches } from './recordedBatches';

let db: Database;
testDatabaseForFile((opened) => (db = opened));

const ids = ['1', '2', '3'].map((n) => `${n.repeat(8)}-1111-4111-8111-111111111111`);

async function* batchesOf(...batches: string[][]) {
  for (const batch of batches) yield batch.map((id) => ({ id }));
}

async function exportApp(
  database: Database,
  batches: () => AsyncIterable<{ id: string }[]>,
): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('audit', createAccessAudit(database, []));
  registerErrorHandling(app);
  app.get('/admin/users', async (request: FastifyRequest, reply) => {
    const rows = await recordedBatches(request, batches(), (row: { id: string }) => users(row.id));
    async function* lines() {
      for await (const batch of rows) yield batch.map((row) => `${row.id}\n`).join('');
    }
    return reply.type('text/csv').send(Readable.from(lines()));
  });
  await app.ready();
  return app;
}

it('records each batch of an export before it is sent, with its rows as subjects', async () => {
  const app = await exportApp(db, () => batchesOf([ids[0]!, ids[1]!], [ids[2]!]));
  const response = await app.inject('/admin/users?format=csv&status=ACTIVE');
  expect(response.body).toBe(`${ids.join('\n')}\n`);
  const [second, first] = await app.audit.newest(2);
  expect(first).toMatchObject({
    action: 'exported',
    resource: 'GET /admin/users',
    query: { format: 'csv', status: 'ACTIVE', batch: 1 },
    subjects: [`user:${ids[0]}`, `user:${ids[1]}`],
  });
  expect(second).toMatchObject({
    query: { format: 'csv', status: 'ACTIVE', batch: 2 },
    subjects: [`user:${ids[2]}`],
  });
  await app.close();
});

it('records an export of no rows once', async () => {
  const app = await exportApp(db, () => batchesOf());
  expect((await app.inject('/admin/users?format=csv')).body).toBe('');
  expect((await app.audit.newest(1))[0]).toMatchObject({
    action: 'exported',
    subjects: [],
    query: { batch: 1 },
  });
  await app.close();
});

it('answers 503 before the first row when the audit cannot be written', async () => {
  const broken: Database = { ...db, query: () => Promise.reject(new Error('disk full')) };
  const app = await exportApp(broken, () => batchesOf([ids[0]!]));
  const response = await app.inject('/admin/users?format=csv');
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({ code: 'AUDIT_UNAVAILABLE' });
  expect(response.body).not.toContain(ids[0]);
  await app.close();
});
