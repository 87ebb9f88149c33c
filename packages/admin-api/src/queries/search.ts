/**
 * A LIKE/ILIKE pattern matching `text` anywhere, with the metacharacters %, _ and \ taken
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
