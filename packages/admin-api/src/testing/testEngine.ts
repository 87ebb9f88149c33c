import { randomUUID } from 'node:crypto';
import { MEMORY_DATA_DIR, type AdminApiOptions } from '../config';
import { createDatabase } from '../db/postgresCluster';

// The API suite runs twice (jest.config.js): on an in-memory PGlite, and on a PostgreSQL cluster
// that postgresGlobalSetup.ts starts. That project sets the global below; each API then gets a
// database of its own, copied from the seeded template (they go with the cluster at the end).

/** URL of the cluster's `postgres` database, set by the global setup. */
export const POSTGRES_SERVER_ENV = 'ADMIN_API_TEST_POSTGRES_SERVER';
export const POSTGRES_TEMPLATE = 'admin_api_template';

export const testsRunOnPostgres = () =>
  (globalThis as { ADMIN_API_TEST_ENGINE?: string }).ADMIN_API_TEST_ENGINE === 'postgres';

export type TestStorage = Pick<AdminApiOptions, 'dataDir' | 'databaseUrl'>;

/** Fresh, seeded (small) storage on this run's engine. */
export async function createTestStorage(): Promise<TestStorage> {
  if (!testsRunOnPostgres()) return { dataDir: MEMORY_DATA_DIR };
  const server = process.env[POSTGRES_SERVER_ENV];
  if (!server) throw new Error(`${POSTGRES_SERVER_ENV} is not set: run through jest's postgres project`);
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  await createDatabase(server, name, POSTGRES_TEMPLATE);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString() };
}
