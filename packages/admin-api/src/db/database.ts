import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Typed queries over the tables of ./schema, the same on PGlite and node-postgres. */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Whether a listener hears its channel: 'lost' until LISTEN succeeds, and while it reconnects. */
export type ListenerState = 'live' | 'lost';

/**
 * The only way the API reaches its storage, so the embedded PGlite and a real PostgreSQL server are
 * interchangeable. Both speak the same SQL; `exec` runs a script of several statements.
 */
export interface Database {
  orm: Orm;
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  exec(script: string): Promise<void>;
  /**
   * Hears `channel`'s notifications (pg_notify) until the database closes; resolves after the
   * first attempt to LISTEN, which reports 'live' when it worked. A lost listener reports 'lost'
   * and tries again on its own; notifications sent meanwhile are missed.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onState: (state: ListenerState) => void,
  ): Promise<void>;
  close(): Promise<void>;
}
