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
