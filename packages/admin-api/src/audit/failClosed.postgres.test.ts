import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { openPostgresDatabase } from '../db/postgresDatabase';
import { buildAdminApi } from '../app';
import { bearer, signIn } from '../testing/testApi';
import { createTestStorage } from '../testing/testEngine';

// Fail closed through the whole API: while the access log cannot be written (its append function
// gone, from another connection to the same database), a data call answers 503 and shows nothing.
let app: FastifyInstance;
let other: Database;
let headers: Record<string, string>;

beforeAll(async () => {
  const { databaseUrl } = await createTestStorage();
  app = await buildAdminApi({ databaseUrl, portalUrl: 'http://portal.test', seedScale: 'small' });
  headers = bearer((await signIn(app, 'admin@example.com')).token);
  other = await openPostgresDatabase(databaseUrl!);
}, 120_000);
afterAll(async () => {
  await other?.close();
  await app?.close();
});

const APPEND = 'audit_append(uuid, text, text, text, text, jsonb, integer, text, text, text[], uuid[])';

it('answers 503 AUDIT_UNAVAILABLE with none of the data while the record cannot be written, then serves again', async () => {
  const served = await app.inject({ url: '/admin/users?search=admin%40example.com', headers });
  expect(served.statusCode).toBe(200);
  await other.exec(`alter function ${APPEND} rename to audit_append_away`);
  try {
    for (const url of [
      '/admin/users?search=admin%40example.com',
      '/admin/organisations?format=csv',
      '/admin/search?q=admin',
    ]) {
      const refused = await app.inject({ url, headers });
      expect({ url, status: refused.statusCode, body: refused.json() }).toEqual({
        url,
        status: 503,
        body: {
          code: 'AUDIT_UNAVAILABLE',
          message: 'The access log cannot be written, so nothing is shown. Try again shortly.',
        },
      });
      expect(refused.body).not.toContain('admin@example.com');
    }
  } finally {
    await other.exec(
      'alter function audit_append_away(uuid, text, text, text, text, jsonb, integer, text, text, text[], uuid[]) rename to audit_append',
    );
  }
  expect((await app.inject({ url: '/admin/users?search=admin%40example.com', headers })).statusCode).toBe(
    200,
  );
});
