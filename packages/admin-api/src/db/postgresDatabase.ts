import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from './database';
import { startPostgresListener } from './postgresListener';
import * as schema from './schema';

/** A real PostgreSQL server: the path to outgrow one machine. */
export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // Fail at start, with the server's message, rather than on the first request.
  await pool.query('select 1');
  const stopListeners: (() => Promise<void>)[] = [];
  return {
    orm: drizzle({ client: pool, schema }),
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, [...params]);
      return result.rows as Row[];
    },
    async exec(script) {
      await pool.query(script);
    },
    async listen(channel, onMessage, onState) {
      stopListeners.push(await startPostgresListener(connectionString, channel, onMessage, onState));
    },
    async close() {
      await Promise.all(stopListeners.map((stop) => stop()));
      await pool.end();
    },
  };
}
