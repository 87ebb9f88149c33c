import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Typed queries over the tables of ./schema, the same on PGlite and node-postgres. */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The only way the API reaches its storage, so the embedded PGlite and a real PostgreSQL server are
 * interchangeable. Both speak the same SQL; `exec` runs a script of several statements.
 */
export interface Database {
  orm: Orm;
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}
