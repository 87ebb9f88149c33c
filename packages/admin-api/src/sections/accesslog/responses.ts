import type {
  AccesslogRecord,
  AccesslogResponse,
  AccesslogSubject,
  AccesslogSubjectsResponse,
} from '@portal/contract/accesslog';
import { arrayOf, fields, number, orNull, string } from '../../http/schemaFields';

const subject = fields<AccesslogSubject>({ kind: string, id: string, label: string });

const record = fields<AccesslogRecord>({
  seq: number,
  at: string,
  staffId: orNull(string),
  staffEmail: orNull(string),
  action: string,
  resource: string,
  subjects: arrayOf(subject),
  query: { type: 'object', additionalProperties: true },
  status: number,
  requestId: string,
  clientAddress: orNull(string),
  userAgent: orNull(string),
});

/** The access log's JSON answers (see http/schemaFields.ts). */
export const ACCESSLOG_RESPONSES = {
  records: fields<AccesslogResponse>({ records: arrayOf(record), total: number }),
  subjects: fields<AccesslogSubjectsResponse>({ subjects: arrayOf(subject) }),
} as const;
