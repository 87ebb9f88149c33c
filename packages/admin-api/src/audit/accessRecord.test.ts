import type { Database } from '../db/database';
import { testDatabaseForFile } from '../testing/testDatabase';
import { appendAccessRecord, auditedQuery, type AccessRecord } from './accessRecord';
import { verifyAccessChain } from './verifyChain';

let db: Database;
testDatabaseForFile((opened) => (db = opened));

const USER = '11111111-1111-4111-8111-111111111111';
const ORGANISATION = '22222222-2222-4222-8222-222222222222';

const record = (overrides: Partial<AccessRecord> = {}): AccessRecord => ({
  staff: { id: '33333333-3333-4333-8333-333333333333', email: 'admin@example.com' },
  requestId: 'req-1',
  action: 'viewed',
  resource: 'GET /admin/users/{id}',
  subjects: [{ kind: 'user', id: USER }],
  query: {},
  status: 200,
  clientAddress: '127.0.0.1',
  userAgent: 'jest',
  ...overrides,
});

const tail = async () =>
  Number((await db.query<{ tail_seq: string }>('select tail_seq from audit_chain'))[0]!.tail_seq);

it('appends records in sequence, each with its subjects, and the chain verifies', async () => {
  const before = await tail();
  const first = await appendAccessRecord(db, record());
  const second = await appendAccessRecord(
    db,
    record({
      action: 'searched',
      resource: 'GET /admin/users',
      query: { search: 'kim@example.com', sort: 'email', limit: 25, offset: 0, token: 'secret' },
      subjects: [
        { kind: 'user', id: USER },
        { kind: 'user', id: USER.toUpperCase() },
        { kind: 'organisation', id: ORGANISATION },
        { kind: 'user', id: 'not-a-uuid' },
      ],
    }),
  );
  expect([first, second]).toEqual([before + 1, before + 2]);
  const [row] = await db.query<{ action: string; query: unknown; staff_email: string }>(
    'select action, query, staff_email from audit_records where seq = $1',
    [second],
  );
  expect(row).toEqual({
    action: 'searched',
    query: { search: 'kim@example.com', sort: 'email', limit: 25, offset: 0 },
    staff_email: 'admin@example.com',
  });
  const subjects = await db.query<{ kind: string; subject_id: string }>(
    'select kind, subject_id from audit_subjects where seq = $1 order by kind',
    [second],
  );
  expect(subjects).toEqual([
    { kind: 'organisation', subject_id: ORGANISATION },
    { kind: 'user', subject_id: USER },
  ]);
  expect(await verifyAccessChain(db)).toEqual({ ok: true, verified: before + 2 });
});

it("fills the staff member's e-mail from the account when the caller does not know it", async () => {
  const [admin] = await db.query<{ id: string; email: string }>(
    "select id, email from users where email = 'admin@example.com'",
  );
  const seq = await appendAccessRecord(db, record({ staff: { id: admin!.id } }));
  const [row] = await db.query<{ staff_email: string }>(
    'select staff_email from audit_records where seq = $1',
    [seq],
  );
  expect(row!.staff_email).toBe('admin@example.com');
});

it('never records a token, a secret or a sign-in code, and cuts long values', () => {
  expect(
    auditedQuery({
      search: 'x'.repeat(300),
      refreshToken: 'r',
      code: 'c',
      state: 's',
      clientSecret: 'k',
      status: 'ACTIVE',
      offset: 50,
      missing: undefined,
    }),
  ).toEqual({ search: 'x'.repeat(256), status: 'ACTIVE', offset: 50 });
});
