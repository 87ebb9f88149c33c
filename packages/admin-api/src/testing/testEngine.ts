import { randomUUID } from 'node:crypto';
import { MEMORY_DATA_DIR, type AdminApiOptions } from '../config';
import { createDatabase } from '../db/postgresCluster';

// The API suite runs twice (jest.config.js): on an in-memory PGlite, and on a PostgreSQL cluster
// that postgresGlobalSetup.ts starts. Each API gets a database of its own, copied from one migrated
// and seeded template: on PGlite a dump that pgliteGlobalSetup.ts writes, on PostgreSQL a template
// database (the copies go with the cluster at the end).

/** URL of the cluster's `postgres` database, set by the global setup. */
export const POSTGRES_SERVER_ENV = 'ADMIN_API_TEST_POSTGRES_SERVER';
export const POSTGRES_TEMPLATE = 'admin_api_template';
/** Path of the seeded PGlite dump, set by the PGlite project's global setup. */
export const PGLITE_DUMP_ENV = 'ADMIN_API_TEST_PGLITE_DUMP';

export const testsRunOnPostgres = () =>
  (globalThis as { ADMIN_API_TEST_ENGINE?: string }).ADMIN_API_TEST_ENGINE === 'postgres';

export type TestStorage = Pick<AdminApiOptions, 'dataDir' | 'pgliteDump' | 'databaseUrl'>;

/** Fresh, seeded (small) storage on this run's engine; `dataDir` a new folder for PGlite on disk. */
export async function createTestStorage(dataDir = MEMORY_DATA_DIR): Promise<TestStorage> {
  if (!testsRunOnPostgres()) {
    const pgliteDump = process.env[PGLITE_DUMP_ENV];
    if (!pgliteDump)
      throw new Error(`${PGLITE_DUMP_ENV} is not set: run through jest's admin-api or tools project`);
    return { dataDir, pgliteDump };
  }
  const server = process.env[POSTGRES_SERVER_ENV];
  if (!server) throw new Error(`${POSTGRES_SERVER_ENV} is not set: run through jest's postgres project`);
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  await createDatabase(server, name, POSTGRES_TEMPLATE);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString() };
}
