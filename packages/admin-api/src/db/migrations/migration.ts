/** One step of the schema; db/migrate.ts applies them in order, each once. */
export interface Migration {
  /** Recorded in schema_migrations once applied. */
  id: string;
  /** Frozen once released (migrations.test.ts): a change is a new migration. */
  sql: string;
}
