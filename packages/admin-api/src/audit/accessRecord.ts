import { ACCESSLOG_ACTIONS } from '@portal/contract/accesslog';
import type { Database } from '../db/database';

// One staff call that returned personal data (issue 73): who, when, which request, what was done,
// to which resource, whose data the answer carried, with which parameters, and how it ended. Never
// a copy of the data itself. migrations/013_access_audit.ts holds the table and the chain.

/** What the staff member did; `purged` is the retention's own record (retention.ts). The list is the
 * Access log's contract's (the section's filter offers each). */
export const ACCESS_ACTIONS = ACCESSLOG_ACTIONS;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

export type SubjectKind = 'user' | 'organisation';

/** A user or an organisation whose data an answer carried. */
export interface AccessSubject {
  kind: SubjectKind;
  id: string;
}

export interface AccessRecord {
  /** The signed-in staff member; null for a refused sign-in by no known account. */
  staff: { id: string | null; email?: string | null } | null;
  requestId: string;
  action: AccessAction;
  /** The route (`GET /admin/users/{id}`) or a resource name. */
  resource: string;
  subjects: readonly AccessSubject[];
  /** Search term, filters, sort and page; auditedQuery drops anything secret. */
  query?: Readonly<Record<string, unknown>>;
  /** The answer's HTTP status. */
  status: number;
  clientAddress?: string | null;
  userAgent?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Parameter names never recorded: a token, a secret, a sign-in code or state is not a query. */
const SECRET_NAME = /token|secret|password|code|state|nonce|cookie|authori[sz]ation/i;
/** A search term longer than any the API accepts is cut: the record is not a place to store data. */
const MAX_VALUE_LENGTH = 256;
const MAX_TEXT_LENGTH = 512;

/** The parameters worth recording: every one but the secret ones, long strings cut. */
export function auditedQuery(query: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || SECRET_NAME.test(name)) continue;
    kept[name] = typeof value === 'string' ? value.slice(0, MAX_VALUE_LENGTH) : value;
  }
  return kept;
}

/** Each subject once; an id that is not a UUID (a mistyped URL's) names no one's data. */
export function distinctSubjects(subjects: readonly AccessSubject[]): AccessSubject[] {
  const seen = new Map<string, AccessSubject>();
  for (const subject of subjects) {
    if (!UUID.test(subject.id)) continue;
    const id = subject.id.toLowerCase();
    seen.set(`${subject.kind}:${id}`, { kind: subject.kind, id });
  }
  return [...seen.values()];
}

const cut = (text: string | null | undefined) => (text ? text.slice(0, MAX_TEXT_LENGTH) : null);

/**
 * Appends one record to the chain and resolves to its sequence number once it is committed; the
 * caller sends its answer after that. Rejects when the record cannot be written (failClosed.ts
 * turns that into a 503).
 */
export async function appendAccessRecord(db: Database, record: AccessRecord): Promise<number> {
  const subjects = distinctSubjects(record.subjects);
  const staffId = record.staff?.id && UUID.test(record.staff.id) ? record.staff.id : null;
  const [row] = await db.query<{ seq: string | number }>(
    'select audit_append($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) as seq',
    [
      staffId,
      cut(record.staff?.email),
      cut(record.requestId) ?? '',
      record.action,
      cut(record.resource) ?? '',
      JSON.stringify(auditedQuery(record.query)),
      record.status,
      cut(record.clientAddress),
      cut(record.userAgent),
      subjects.map((subject) => subject.kind),
      subjects.map((subject) => subject.id),
    ],
  );
  return Number(row!.seq);
}
