import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';
import * as schema from './schema';
import { lockDataDir } from './dataDirLock';
import { makeOwnerOnly } from './ownerOnly';

/** The embedded database, which can also write its data folder as one file. */
export interface PgliteDatabase extends Database {
  /** The data folder as an uncompressed tarball, what `openPgliteDatabase`'s `dump` reads. */
  dumpDataDir(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL; `dataDir` null keeps everything in memory (tests). `dump` (a `dumpDataDir`
 * file) fills a new database instead of creating one; a folder that holds one already opens as it is.
 */
export async function openPgliteDatabase(dataDir: string | null, dump?: string): Promise<PgliteDatabase> {
  if (dataDir) makeOwnerOnly(dataDir);
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(dump && !(dataDir && existsSync(path.join(dataDir, 'PG_VERSION')))
        ? { loadDataDir: new Blob([readFileSync(dump)]) }
        : {}),
      extensions: { pg_trgm },
    });
    // PGlite writes its files 0666 whatever the umask: made owner-only once it has written them.
    if (dataDir) makeOwnerOnly(dataDir);
  } catch (error) {
    release();
    throw error;
  }
  return {
    orm: drizzle({ client: pglite, schema }),
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pglite.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(script) {
      await pglite.exec(script);
    },
    // In the same process, so never lost: PGlite hands out a commit's notifications (as
    // microtasks) while it reads that commit's answer, before the committing caller resumes.
    async listen(channel, onMessage, onState) {
      await pglite.listen(channel, onMessage);
      onState('live');
    },
    async dumpDataDir() {
      // A checkpoint first, so a database that loads the dump replays no WAL as it starts: 1.2-1.4 s
      // to open one instead of 1.6-1.7 (5 opens each, 29 Nov 2026); every API test file opens one.
      // Without recycling, the checkpoint deletes the WAL segments it no longer needs instead of
      // keeping them for reuse: the small seed's dump 88 -> 54 MB, an open 1.2 -> 0.9-1.0 s.
      await pglite.exec('SET wal_recycle = off; CHECKPOINT; RESET wal_recycle;');
      return pglite.dumpDataDir('none');
    },
    async close() {
      try {
        await pglite.close();
        if (dataDir) makeOwnerOnly(dataDir);
      } finally {
        release();
      }
    },
  };
}
