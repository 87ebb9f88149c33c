import type { Database } from '../db/database';
import { openTestDatabase } from '../testing/testDatabase';
import { appendAccessRecord } from './accessRecord';
import { purgeAccessRecords, startAuditRetention } from './retention';
import { verifyAccessChain } from './verifyChain';

let db: Database;
beforeEach(async () => {
  db = await openTestDatabase();
  for (let n = 1; n <= 5; n += 1) {
    await appendAccessRecord(db, {
      staff: { id: null, email: 'admin@example.com' },
      requestId: `req-${n}`,
      action: 'listed',
      resource: 'GET /admin/organisations',
      subjects: [{ kind: 'organisation', id: '22222222-2222-4222-8222-222222222222' }],
      status: 200,
    });
  }
  // Records 1-3 were written 500 days ago (the owner's hand: the API's role cannot do this).
  await db.query("update audit_records set at = at - interval '500 days' where seq <= 3");
}, 60_000);
afterEach(() => db.close());

const actions = async () =>
  (await db.query<{ seq: string; action: string }>('select seq, action from audit_records order by seq')).map(
    (row) => `${row.seq} ${row.action}`,
  );

it('purges the records older than the retention, records the purge, and the chain still verifies', async () => {
  expect(await purgeAccessRecords(db, 400)).toBe(3);
  expect(await actions()).toEqual(['4 listed', '5 listed', '6 purged']);
  const [purge] = await db.query<{ query: unknown; request_id: string }>(
    'select query, request_id from audit_records where seq = 6',
  );
  expect(purge!.query).toEqual({ retentionDays: 400, purgedThrough: 3, purged: 3 });
  expect(purge!.request_id).toMatch(/^retention-/);
  expect(await db.query('select seq from audit_subjects where seq <= 3')).toEqual([]);
  expect(await db.query('select anchor_seq::int as anchor from audit_chain')).toEqual([{ anchor: 3 }]);
  expect(await verifyAccessChain(db)).toEqual({ ok: true, verified: 3 });
  // A removal just after the anchor is still named.
  await db.query('delete from audit_records where seq = 4');
  expect(await verifyAccessChain(db)).toMatchObject({ ok: false, seq: 4, problem: 'removed' });
});

it('purges nothing, and records nothing, when no record is that old', async () => {
  expect(await purgeAccessRecords(db, 600)).toBe(0);
  expect(await actions()).toHaveLength(5);
});

it('keeps at least 30 days whoever asks', async () => {
  await expect(purgeAccessRecords(db, 29)).rejects.toThrow('audit records are kept at least 30 days, not 29');
});

it('purges at start, and logs a failed purge instead of stopping the API', async () => {
  const log = { info: jest.fn(), error: jest.fn() };
  const retention = startAuditRetention(db, 400, log);
  await retention.firstPurge;
  retention.stop();
  expect(log.info).toHaveBeenCalledWith(
    { audit: 'purged', purged: 3, retentionDays: 400 },
    'old access records purged',
  );
  const failing = startAuditRetention(db, 10, log);
  await failing.firstPurge;
  failing.stop();
  expect(log.error).toHaveBeenCalledWith(
    expect.objectContaining({ audit: 'purge-failed' }),
    'access records could not be purged',
  );
});
