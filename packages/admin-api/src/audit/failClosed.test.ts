import type { Database } from '../db/database';
import { ApiError } from '../http/apiError';
import { testDatabaseForFile } from '../testing/testDatabase';
import { recordOrRefuse } from './failClosed';

let db: Database;
testDatabaseForFile((opened) => (db = opened));

const record = {
  staff: { id: null, email: 'admin@example.com' },
  requestId: 'req-closed',
  action: 'viewed' as const,
  resource: 'GET /admin/users/{id}',
  subjects: [],
  status: 200,
};

it('resolves to the sequence number once the record is written', async () => {
  const [chain] = await db.query<{ tail: number }>('select tail_seq::int as tail from audit_chain');
  expect(await recordOrRefuse(db, record)).toBe(chain!.tail + 1);
});

it('refuses the call with 503 AUDIT_UNAVAILABLE when the record cannot be written, and logs why', async () => {
  const broken: Database = { ...db, query: () => Promise.reject(new Error('connection lost')) };
  const log = { error: jest.fn() };
  const refusal = await recordOrRefuse(broken, record, log).catch((error: unknown) => error);
  expect(refusal).toBeInstanceOf(ApiError);
  expect(refusal).toMatchObject({
    statusCode: 503,
    code: 'AUDIT_UNAVAILABLE',
    message: 'The access log cannot be written, so nothing is shown. Try again shortly.',
  });
  expect(log.error).toHaveBeenCalledWith(
    expect.objectContaining({ audit: 'unwritten', action: 'viewed' }),
    'access record not written; the answer is withheld',
  );
});
