import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openPgliteDatabase } from '../db/pgliteDatabase';
import { PGLITE_DUMP_ENV } from '../testing/testEngine';
import { appendAccessRecord } from './accessRecord';

// `npm run audit:verify` as an operator runs it, on an embedded database folder.
const CLI = path.join(__dirname, '..', 'cli', 'auditVerify.ts');
const TSX = path.join(__dirname, '..', '..', '..', '..', 'node_modules', '.bin', 'tsx');
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'audit-verify-'));
  const db = await openPgliteDatabase(path.join(folder, 'data'), process.env[PGLITE_DUMP_ENV]);
  for (const requestId of ['req-a', 'req-b', 'req-c']) {
    await appendAccessRecord(db, {
      staff: { id: null, email: 'admin@example.com' },
      requestId,
      action: 'viewed',
      resource: 'GET /admin/users/{id}',
      subjects: [],
      status: 200,
    });
  }
  await db.close();
}, 120_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function verify(): Promise<{ code: number; out: string }> {
  const run = promisify(execFile)(TSX, [CLI], {
    env: { ...process.env, DATA_DIR: path.join(folder, 'data') },
  });
  try {
    const { stdout } = await run;
    return { code: 0, out: stdout.trim() };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout.trim() };
  }
}

async function tamper(statement: string): Promise<void> {
  const db = await openPgliteDatabase(path.join(folder, 'data'));
  await db.query(statement);
  await db.close();
}

it('prints how many records it verified, then names a record deleted in the database', async () => {
  expect(await verify()).toEqual({ code: 0, out: '3 records verified' });
  await tamper("update audit_records set user_agent = 'curl' where seq = 3");
  expect(await verify()).toEqual({
    code: 1,
    out: 'Audit record 3 was altered (its hash does not match): the access log was tampered with',
  });
  await tamper('delete from audit_records where seq = 2');
  expect(await verify()).toEqual({
    code: 1,
    out: 'Audit record 2 was removed: the access log was tampered with',
  });
}, 120_000);
