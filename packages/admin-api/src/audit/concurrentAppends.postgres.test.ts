import type { Database } from '../db/database';
import { openPostgresDatabase } from '../db/postgresDatabase';
import { createTestStorage } from '../testing/testEngine';
import { appendAccessRecord } from './accessRecord';
import { verifyAccessChain } from './verifyChain';

// Several API processes on one server: each is a pool of its own; their appends take turns on the
// chain's tail row, so the sequence has no gap and every link holds.
let processes: Database[] = [];

beforeAll(async () => {
  const { databaseUrl } = await createTestStorage();
  processes = await Promise.all([1, 2, 3].map(() => openPostgresDatabase(databaseUrl!)));
}, 120_000);
afterAll(() => Promise.all(processes.map((db) => db.close())));

it('keeps one gapless, verifiable chain under concurrent appends from three pools', async () => {
  const appends = processes.flatMap((db, process) =>
    Array.from({ length: 40 }, (_, n) =>
      appendAccessRecord(db, {
        staff: { id: null, email: `staff${process}@example.com` },
        requestId: `req-${process}-${n}`,
        action: 'viewed',
        resource: 'GET /admin/users/{id}',
        subjects: [{ kind: 'user', id: '11111111-1111-4111-8111-111111111111' }],
        status: 200,
      }),
    ),
  );
  const seqs = (await Promise.all(appends)).sort((a, b) => a - b);
  expect(seqs).toEqual(Array.from({ length: 120 }, (_, n) => seqs[0]! + n));
  expect(await verifyAccessChain(processes[0]!)).toEqual({ ok: true, verified: seqs.at(-1) });
});
