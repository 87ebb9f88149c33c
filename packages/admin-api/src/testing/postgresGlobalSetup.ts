// globalSetup of the jest project that runs the API suite on PostgreSQL: one throwaway cluster
// for the run, with a migrated and seeded template database each test copies (testApi.ts).
import { openDatabase } from '../db/openDatabase';
import { ensureSeeded } from '../seed/seedDatabase';
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../db/postgresCluster';
import { POSTGRES_SERVER_ENV, POSTGRES_TEMPLATE } from './testEngine';

declare global {
  var adminApiTestCluster: PostgresCluster | undefined;
}

export default async function setUp(): Promise<void> {
  const port = process.env.TEST_PG_PORT ? Number(process.env.TEST_PG_PORT) : undefined;
  const cluster = await startPostgresCluster({ port, fast: true });
  globalThis.adminApiTestCluster = cluster;
  await createDatabase(cluster.url('postgres'), POSTGRES_TEMPLATE);
  const db = await openDatabase({ kind: 'postgres', url: cluster.url(POSTGRES_TEMPLATE) });
  try {
    await ensureSeeded(db, 'small');
  } finally {
    await db.close();
  }
  process.env[POSTGRES_SERVER_ENV] = cluster.url('postgres');
}
