import { resolveConfig } from '../config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/openDatabase';
import { ensureSeeded } from '../seed/seedDatabase';
import { createTestStorage } from './testEngine';

/** A migrated database of its own with the small data set, on this run's engine. */
export async function openTestDatabase(): Promise<Database> {
  const { storage } = resolveConfig(await createTestStorage(), {});
  const db = await openDatabase(storage);
  await ensureSeeded(db, 'small');
  return db;
}

/**
 * A test database for one file's tests: opened before them (seeding takes a few seconds, more on a
 * busy machine), handed to `receive`, closed after them.
 */
export function testDatabaseForFile(receive: (db: Database) => void): void {
  let opened: Database | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
    receive(opened);
  }, 120_000);
  afterAll(() => opened?.close());
}
