import { resolveConfig } from '../config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/openDatabase';
import { createTestStorage } from './testEngine';

/** A migrated database of its own with the small data set (a copy of the run's template). */
export async function openTestDatabase(): Promise<Database> {
  const { storage } = resolveConfig(await createTestStorage(), {});
  return openDatabase(storage);
}

/**
 * A test database for one file's tests: opened before them, handed to `receive`, closed after them.
 */
export function testDatabaseForFile(receive: (db: Database) => void): void {
  let opened: Database | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase();
    receive(opened);
  }, 120_000);
  afterAll(() => opened?.close());
}
