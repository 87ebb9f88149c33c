import { getTableColumns, sql, type Table } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { SeedRow } from './rows';

const ROWS_PER_STATEMENT = 10_000;

/**
 * Inserts rows with one array parameter per column (`unnest`), about twice as fast as multi-row
 * VALUES and the same on PGlite and node-postgres. Array-valued columns travel as array literals.
 */
export async function insertRows<T extends Table>(
  db: Database,
  table: T,
  rows: readonly SeedRow<T>[],
): Promise<void> {
  const columns = Object.entries(getTableColumns(table))
    .filter(([, column]) => !column.generated)
    .map(([key, column]) => ({ key, column, isArray: column.getSQLType().endsWith('[]') }));
  const columnList = sql.join(
    columns.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const aliases = columns.map((_, i) => sql.identifier(`c${i}`));
  // unnest flattens arrays of arrays, so an array column travels as text literals cast back here.
  const selectList = sql.join(
    columns.map(({ isArray, column }, i) =>
      isArray ? sql`${aliases[i]}::${sql.raw(column.getSQLType())}` : aliases[i]!,
    ),
    sql`, `,
  );

  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const arrays = columns.map(({ key, column, isArray }) => {
      const values = chunk.map((row) => {
        const value = (row as Record<string, unknown>)[key];
        return isArray ? toArrayLiteral(value as readonly string[]) : value;
      });
      const elementType = isArray ? 'text' : column.getSQLType();
      return sql`${sql.param(values)}::${sql.raw(elementType)}[]`;
    });
    await db.orm.execute(
      sql`insert into ${table} (${columnList}) select ${selectList} from unnest(${sql.join(arrays, sql`, `)}) as t(${sql.join(aliases, sql`, `)})`,
    );
  }
}

function toArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}
