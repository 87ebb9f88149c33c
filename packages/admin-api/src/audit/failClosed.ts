import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { auditUnavailable } from '../http/apiError';
import { appendAccessRecord, type AccessRecord } from './accessRecord';

/**
 * Writes the record, or refuses the call: a 503 `{code: AUDIT_UNAVAILABLE, message}` when the
 * record cannot be written, so nothing is shown unrecorded (issue 73). The route layer calls it
 * after the answer is made and before it is sent.
 */
export async function recordOrRefuse(
  db: Database,
  record: AccessRecord,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<number> {
  try {
    return await appendAccessRecord(db, record);
  } catch (error) {
    log?.error(
      { audit: 'unwritten', action: record.action, resource: record.resource, error },
      'access record not written; the answer is withheld',
    );
    throw auditUnavailable();
  }
}
