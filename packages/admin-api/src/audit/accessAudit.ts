import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { AccessRecord } from './accessRecord';
import { auditorsOf, type Auditors } from './auditors';
import { recordOrRefuse } from './failClosed';

// The access audit as the routes see it (`app.audit`, decorated once in app.ts): who the auditors
// are, and one call that records a request's access, or refuses it with 503.

/** What a route says about its answer; the request supplies the rest. */
export type AccessEntry = Omit<AccessRecord, 'requestId' | 'clientAddress' | 'userAgent'>;

export interface AccessAudit extends Auditors {
  /** Records `entry` for `request` (its id, address and agent) before the answer goes; 503 when it cannot. */
  record(request: FastifyRequest, entry: AccessEntry): Promise<number>;
  /** Records `entry` where the call goes on regardless (a refused sign-in, a sign-out); a failure is logged. */
  recordIfPossible(request: FastifyRequest, entry: AccessEntry): Promise<void>;
  /** The newest records, newest first, with their subjects as `kind:id` (tests, the operator's checks). */
  newest(limit: number): Promise<StoredAccessRecord[]>;
}

export interface StoredAccessRecord {
  seq: number;
  staffId: string | null;
  staffEmail: string | null;
  requestId: string;
  action: string;
  resource: string;
  query: Record<string, unknown>;
  status: number;
  clientAddress: string | null;
  userAgent: string | null;
  subjects: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    audit: AccessAudit;
  }
}

export function createAccessAudit(db: Database, auditorEmails: readonly string[]): AccessAudit {
  const record = (request: FastifyRequest, entry: AccessEntry) =>
    recordOrRefuse(
      db,
      {
        ...entry,
        requestId: request.id,
        clientAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      },
      request.log,
    );
  return {
    ...auditorsOf(db, auditorEmails),
    record,
    newest: (limit) =>
      db.query<StoredAccessRecord>(
        `select seq::int as seq, staff_id as "staffId", staff_email as "staffEmail", request_id as "requestId",
           action, resource, query, status, client_address as "clientAddress", user_agent as "userAgent",
           array(select s.kind || ':' || s.subject_id from audit_subjects s where s.seq = r.seq
             order by s.kind, s.subject_id) as subjects
         from audit_records r order by seq desc limit $1`,
        [limit],
      ),
    recordIfPossible: (request, entry) =>
      record(request, entry).then(
        () => undefined,
        () => undefined,
      ),
  };
}
