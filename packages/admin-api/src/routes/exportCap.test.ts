import { ACTIVITY_TYPES, CSV_EXPORT } from '@portal/api/contract';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAdminApi } from '../app';
import { resolveConfig, type AdminApiOptions } from '../config';
import { openDatabase } from '../db/openDatabase';
import { bearer, signIn } from '../testing/testApi';
import { createTestStorage } from '../testing/testEngine';

// The export route stops at CSV_EXPORT.maxRows rows: the small seed's activities, plus enough
// more to pass the cap, written before the API opens the same storage.

const folder = mkdtempSync(path.join(os.tmpdir(), 'admin-api-export-cap-'));
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  const storage: AdminApiOptions = await createTestStorage(path.join(folder, 'data'));
  const db = await openDatabase(resolveConfig(storage, {}).storage);
  try {
    await db.exec(`insert into activities (id, activity_type, description, created_at)
      select gen_random_uuid(), '${ACTIVITY_TYPES[0]}', 'past the cap', now() - n * interval '1 second'
      from generate_series(1, ${CSV_EXPORT.maxRows}) as n;
      analyze activities`);
  } finally {
    await db.close();
  }
  app = await buildAdminApi({ ...storage, portalUrl: 'http://portal.test', seedScale: 'small' });
  token = (await signIn(app, 'admin@example.com')).token;
}, 240_000);

afterAll(async () => {
  await app?.close();
  rmSync(folder, { recursive: true, force: true });
});

it(`exports at most ${CSV_EXPORT.maxRows} rows, and says how many matched`, async () => {
  const list = await app.inject({ url: '/admin/activities?limit=1', headers: bearer(token) });
  const { total } = list.json<{ total: number }>();
  expect(total).toBeGreaterThan(CSV_EXPORT.maxRows);
  const csv = await app.inject({ url: '/admin/activities?format=csv', headers: bearer(token) });
  expect(csv.statusCode).toBe(200);
  expect(csv.headers[CSV_EXPORT.totalHeader.toLowerCase()]).toBe(String(total));
  const lines = csv.body.split('\r\n');
  // The header row, the capped rows, and the empty text after the last line end.
  expect(lines).toHaveLength(1 + CSV_EXPORT.maxRows + 1);
  expect(lines.at(-1)).toBe('');
}, 300_000);
