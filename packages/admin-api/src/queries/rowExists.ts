import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';
import { organisations, users } from '../db/schema';

/** Whether `table` holds a row of a given id (a 404 check), one prepared statement named `name`. */
function rowExists(
  name: string,
  table: PgTable,
  id: AnyPgColumn,
): (db: Database, rowId: string) => Promise<boolean> {
  const idById = preparedQuery(name, (orm) =>
    orm
      .select({ id })
      .from(table)
      .where(eq(id, sql.placeholder('id'))),
  );
  return async (db, rowId) => (await idById(db.orm).execute({ id: rowId })).length > 0;
}

// The scopes other sections' lists are read in (a user's or an organisation's activities,
// invoices, team): their 404 checks.
export const userExists = rowExists('user_id_by_id', users, users.id);
export const organisationExists = rowExists('organisation_id_by_id', organisations, organisations.id);
