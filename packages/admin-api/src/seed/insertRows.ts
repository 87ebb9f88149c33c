import type { Database } from '../db/database';
import type { TableSpec } from './tables';

const ROWS_PER_STATEMENT = 10_000;

/**
 * Inserts rows with one array parameter per column (`unnest`), about twice as fast as multi-row
 * VALUES and the same on PGlite and node-postgres. Array-valued columns travel as array literals.
 */
export async function insertRows<Row>(
  db: Database,
  table: TableSpec<Row>,
  rows: readonly Row[],
): Promise<void> {
  const columnList = table.columns.map(([name]) => name).join(', ');
  const unnestArgs = table.columns
    .map(([, type], i) => `$${i + 1}::${type === 'text[]' ? 'text' : type}[]`)
    .join(', ');
  const aliases = table.columns.map((_, i) => `c${i}`);
  const selectList = table.columns
    .map(([, type], i) => (type === 'text[]' ? `c${i}::text[]` : `c${i}`))
    .join(', ');
  const sql = `insert into ${table.name} (${columnList}) select ${selectList} from unnest(${unnestArgs}) as t(${aliases.join(', ')})`;

  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const params = table.columns.map(([name, type]) =>
      chunk.map((row) => {
        const value = row[name];
        return type === 'text[]' ? toArrayLiteral(value as readonly string[]) : value;
      }),
    );
    await db.query(sql, params);
  }
}

function toArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}
