import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { testDatabaseForFile } from '../testing/testDatabase';
import type { Database } from './database';
import * as schema from './schema';

let db: Database;

testDatabaseForFile((opened) => (db = opened));

const tables = Object.values(schema).flatMap((value) => (is(value, PgTable) ? [value] : []));

it('defines every column the migrations create, with its type and nullability', async () => {
  const migrated = await db.query<{ table: string; column: string; type: string; notNull: boolean }>(
    `select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
       a.attnotnull as "notNull"
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
       and c.relname <> 'schema_migrations'`,
  );
  const byName = (a: { table: string; column: string }, b: { table: string; column: string }) =>
    a.table.localeCompare(b.table) || a.column.localeCompare(b.column);
  const defined = tables
    .flatMap((table) =>
      Object.values(getTableColumns(table)).map((column) => ({
        table: getTableName(table),
        column: column.name,
        type: column.getSQLType(),
        notNull: column.notNull,
      })),
    )
    .sort(byName);
  expect(defined).toEqual(migrated.sort(byName));
});
