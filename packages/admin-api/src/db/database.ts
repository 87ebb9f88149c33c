/**
 * The only way the API reaches its storage, so the embedded PGlite and a real PostgreSQL server are
 * interchangeable. Both speak the same SQL; `exec` runs a script of several statements.
 */
export interface Database {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}
