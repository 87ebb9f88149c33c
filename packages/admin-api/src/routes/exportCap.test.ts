import { ACTIVITY_TYPES, CSV_EXPORT } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAdminApi } from '../app';
import { resolveConfig, type AdminApiOptions } from '../config';
import { openDatabase } from '../db/openDatabase';
import { bearer, signIn } from '../testing/testApi';
import { EXPORT_POLICIES } from './exportSlots';
import { createTestStorage } from '../testing/testEngine';

// The export route stops at its policy's row cap: here a small one, past two batches of 1,000 and
// inside the third, so that the small seed's activities and a few thousand more pass it (100,000
// rows took 32 s to write and export); the engines' own cap is pinned below.
const MAX_ROWS = 2_500;

const folder = mkdtempSync(path.join(os.tmpdir(), 'admin-api-export-cap-'));
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  const storage: AdminApiOptions = await createTestStorage(path.join(folder, 'data'));
  const db = await openDatabase(resolveConfig(storage, {}).storage);
  try {
    await db.exec(`insert into activities (id, activity_type, description, created_at)
      select gen_random_uuid(), '${ACTIVITY_TYPES[0]}', 'past the cap', now() - n * interval '1 second'
      from generate_series(1, ${MAX_ROWS}) as n;
      analyze activities`);
  } finally {
    await db.close();
  }
  app = await buildAdminApi({
    ...storage,
    portalUrl: 'http://portal.test',
    seedScale: 'small',
    exportPolicy: { maxRows: MAX_ROWS },
  });
  token = (await signIn(app, 'admin@example.com')).token;
}, 60_000);

afterAll(async () => {
  await app?.close();
  rmSync(folder, { recursive: true, force: true });
});

it('exports at most its row cap, and says how many matched', async () => {
  const list = await app.inject({ url: '/admin/activities?limit=1', headers: bearer(token) });
  const { total } = list.json<{ total: number }>();
  expect(total).toBeGreaterThan(MAX_ROWS);
  const csv = await app.inject({ url: '/admin/activities?format=csv', headers: bearer(token) });
  expect(csv.statusCode).toBe(200);
  expect(csv.headers[CSV_EXPORT.totalHeader.toLowerCase()]).toBe(String(total));
  const lines = csv.body.split('\r\n');
  // The header row, the capped rows, and the empty text after the last line end.
  expect(lines).toHaveLength(1 + MAX_ROWS + 1);
  expect(lines.at(-1)).toBe('');
}, 60_000);

it('caps an export at 100,000 rows on either engine', () => {
  expect(CSV_EXPORT.maxRows).toBe(100_000);
  expect(EXPORT_POLICIES.pglite.maxRows).toBe(CSV_EXPORT.maxRows);
  expect(EXPORT_POLICIES.postgres.maxRows).toBe(CSV_EXPORT.maxRows);
});
