import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { openPostgresDatabase } from '../db/postgresDatabase';
import { migrate } from '../db/migrate';
import { createTestStorage } from '../testing/testEngine';
import { appendAccessRecord } from './accessRecord';
import { purgeAccessRecords } from './retention';
import { grantApiRole } from './roles';
import { verifyAccessChain } from './verifyChain';

// Under the production topology the API connects as a role of its own (roles.ts): it appends and
// reads the access log, and cannot update, delete or forge a record.
let owner: Database;
let api: Database;
const role = `portal_api_${randomUUID().replace(/-/g, '').slice(0, 12)}`;

beforeAll(async () => {
  const { databaseUrl } = await createTestStorage();
  owner = await openPostgresDatabase(databaseUrl!);
  await grantApiRole(owner, role, 'not-a-secret');
  const asApi = new URL(databaseUrl!);
  asApi.username = role;
  asApi.password = 'not-a-secret';
  api = await openPostgresDatabase(asApi.toString());
}, 120_000);
afterAll(async () => {
  await api?.close();
  await owner?.close();
});

const record = {
  staff: { id: null, email: 'admin@example.com' },
  requestId: 'req-role',
  action: 'viewed' as const,
  resource: 'GET /admin/users/{id}',
  subjects: [{ kind: 'user' as const, id: '11111111-1111-4111-8111-111111111111' }],
  status: 200,
};

it('appends and reads the access log as the API role', async () => {
  const seq = await appendAccessRecord(api, record);
  const rows = await api.query<{ seq: string }>('select seq::int as seq from audit_records where seq = $1', [
    seq,
  ]);
  expect(rows).toEqual([{ seq }]);
  expect(await verifyAccessChain(api)).toMatchObject({ ok: true });
  // The purge keeps its floor and its rules whoever calls it.
  expect(await purgeAccessRecords(api, 400)).toBe(0);
  await expect(purgeAccessRecords(api, 1)).rejects.toThrow('audit records are kept at least 30 days, not 1');
});

it.each([
  ['update a record', "update audit_records set staff_email = 'someone@example.com'"],
  ['delete a record', 'delete from audit_records'],
  ['delete a subject', 'delete from audit_subjects'],
  ['truncate the log', 'truncate audit_records'],
  ['move the tail', 'update audit_chain set tail_seq = 0'],
  [
    'forge a record',
    `insert into audit_records (seq, at, request_id, action, resource, query, status, prev_hash, hash)
     values (999999, now(), 'forged', 'viewed', 'x', '{}', 200, 'x', 'x')`,
  ],
])('refuses the API role to %s', async (_what, statement) => {
  await expect(api.query(statement)).rejects.toThrow(/permission denied for table audit_/);
});

it('still lets the API role write the portal tables', async () => {
  await expect(api.query("update settings set value = value where key = 'none'")).resolves.toEqual([]);
});

it('lets the API role start on a database the owner migrated: nothing is pending', async () => {
  expect(await migrate(api)).toEqual([]);
});
