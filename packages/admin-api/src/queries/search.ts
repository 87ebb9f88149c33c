import { like, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A LIKE pattern matching `text` anywhere, with the metacharacters %, _ and \ taken
 * literally (backslash is the default LIKE escape). Quotes need nothing: values are bound parameters.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** The search text, or null when there is nothing to search for. */
export function normaliseSearch(search: string | undefined): string | null {
  const trimmed = search?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * A lower-cased search column matches `pattern` (a `containsPattern` value), case-insensitively as
 * ILIKE did on each field. Lower-cased by the database, so both sides use the same case rules.
 */
export function searchColumnMatches(searchColumn: AnyPgColumn, pattern: Placeholder): SQL {
  return like(searchColumn, sql`lower(${pattern})`);
}
