import type { Database } from '../db/database';
import { openTestDatabase } from '../testing/testDatabase';
import { appendAccessRecord } from './accessRecord';
import { verifyAccessChain } from './verifyChain';

// Each test tampers with a database of its own.
let db: Database;
beforeEach(async () => {
  db = await openTestDatabase();
  for (const action of ['viewed', 'listed', 'searched', 'exported'] as const) {
    await appendAccessRecord(db, {
      staff: { id: null, email: 'admin@example.com' },
      requestId: `req-${action}`,
      action,
      resource: 'GET /admin/users',
      subjects: [{ kind: 'user', id: '11111111-1111-4111-8111-111111111111' }],
      status: 200,
    });
  }
}, 60_000);
afterEach(() => db.close());

it('verifies an untouched chain', async () => {
  expect(await verifyAccessChain(db)).toEqual({ ok: true, verified: 4 });
});

it('names the first record removed', async () => {
  await db.query('delete from audit_records where seq in (2, 3)');
  expect(await verifyAccessChain(db)).toEqual({
    ok: false,
    seq: 2,
    problem: 'removed',
    message: 'Audit record 2 was removed',
  });
});

it('names the newest record removed', async () => {
  await db.query('delete from audit_records where seq = 4');
  expect(await verifyAccessChain(db)).toMatchObject({ ok: false, seq: 4, problem: 'removed' });
});

it('names the record altered, in its fields or in its subjects', async () => {
  await db.query('update audit_records set query = \'{"search":"other"}\' where seq = 3');
  expect(await verifyAccessChain(db)).toEqual({
    ok: false,
    seq: 3,
    problem: 'altered',
    message: 'Audit record 3 was altered (its hash does not match)',
  });
  await db.query("update audit_records set query = '{}' where seq = 3");
  await db.query('delete from audit_subjects where seq = 2');
  expect(await verifyAccessChain(db)).toMatchObject({ ok: false, seq: 2, problem: 'altered' });
});

it('names a record whose hash was rewritten to hide a change', async () => {
  await db.query("update audit_records set staff_email = 'someone@example.com' where seq = 2");
  await db.query(
    "update audit_records r set hash = encode(sha256(convert_to(r.prev_hash || audit_body(r), 'UTF8')), 'hex') where seq = 2",
  );
  expect(await verifyAccessChain(db)).toEqual({
    ok: false,
    seq: 3,
    problem: 'altered',
    message: "Audit record 3 was altered (it does not carry its predecessor's hash)",
  });
});
