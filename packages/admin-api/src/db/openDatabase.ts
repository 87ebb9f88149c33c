import type { StorageConfig } from '../config';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPgliteDatabase } from './pgliteDatabase';
import { openPostgresDatabase } from './postgresDatabase';

/** Opens the configured storage with its schema up to date. */
export async function openDatabase(storage: StorageConfig): Promise<Database> {
  const db =
    storage.kind === 'postgres'
      ? await openPostgresDatabase(storage.url)
      : await openPgliteDatabase(storage.dataDir, storage.dump);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
