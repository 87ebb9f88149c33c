import type { AccesslogRecord } from '@portal/contract/accesslog';

// How a record's subjects and parameters read in the log's table.

/** "user Ann Lee <ann@example.com>; organisation Acme", or a dash for none. */
export const subjectsText = (record: Pick<AccesslogRecord, 'subjects'>) =>
  record.subjects.map((subject) => `${subject.kind} ${subject.label}`).join('; ') || '—';

/** "search=ann, limit=25" in the recorded order, or a dash for none. */
export function queryText(query: Readonly<Record<string, unknown>>): string {
  const parts = Object.entries(query).map(
    ([name, value]) => `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  return parts.join(', ') || '—';
}
