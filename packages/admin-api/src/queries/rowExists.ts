import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';
import type { ListedTable } from './listedTable';

/** Whether `listed` holds a row of a given id (a 404 check), one prepared statement named `name`. */
export function rowExists(
  name: string,
  { table, id }: ListedTable,
): (db: Database, rowId: string) => Promise<boolean> {
  const idById = preparedQuery(name, (orm) =>
    orm
      .select({ id })
      .from(table)
      .where(eq(id, sql.placeholder('id'))),
  );
  return async (db, rowId) => (await idById(db.orm).execute({ id: rowId })).length > 0;
}
