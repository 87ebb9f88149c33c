// globalSetup of the jest project that runs the API suite on PGlite: one migrated and seeded
// database for the run, dumped to a file that each test's in-memory database starts from
// (testEngine.ts). Creating, migrating and seeding one takes seconds; loading the dump, about one.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pgliteDatabase';
import { ensureSeeded } from '../seed/seedDatabase';
import { PGLITE_DUMP_ENV } from './testEngine';

declare global {
  var adminApiTestDumpFolder: string | undefined;
}

export default async function setUp(): Promise<void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'admin-api-test-template-'));
  globalThis.adminApiTestDumpFolder = folder;
  const db = await openPgliteDatabase(null);
  try {
    await migrate(db);
    await ensureSeeded(db, 'small');
    const dump = path.join(folder, 'small.tar');
    writeFileSync(dump, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
    process.env[PGLITE_DUMP_ENV] = dump;
  } finally {
    await db.close();
  }
}
