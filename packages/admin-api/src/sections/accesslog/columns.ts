// The access log's CSV columns and the subject access report's: the texts the log shows, and for the
// report each consultation's date, action and purpose (purpose.ts), with or without the staff.
import type { AccesslogRecord } from '@portal/contract/accesslog';
import type { CsvColumn } from '../../routes/csvColumn';
import { purposeOf } from './purpose';

const subjectsText = (record: AccesslogRecord) =>
  record.subjects.map((subject) => `${subject.kind} ${subject.label}`).join('; ');

export const ACCESSLOG_COLUMNS: readonly CsvColumn<AccesslogRecord>[] = [
  { title: 'Time', text: (record) => record.at },
  { title: 'Staff', text: (record) => record.staffEmail ?? '' },
  { title: 'Action', text: (record) => record.action },
  { title: 'Resource', text: (record) => record.resource },
  { title: 'Subjects', text: subjectsText },
  { title: 'Query', text: (record) => JSON.stringify(record.query) },
  { title: 'Status', text: (record) => String(record.status) },
  { title: 'Request ID', text: (record) => record.requestId },
  { title: 'Address', text: (record) => record.clientAddress ?? '' },
  { title: 'Agent', text: (record) => record.userAgent ?? '' },
];

const REPORT_DATE: CsvColumn<AccesslogRecord> = { title: 'Date', text: (record) => record.at };
const REPORT_ACTION: CsvColumn<AccesslogRecord> = { title: 'Action', text: (record) => record.action };
const REPORT_PURPOSE: CsvColumn<AccesslogRecord> = { title: 'Purpose', text: purposeOf };

/** The subject access report: with the staff member and request id, or (`staff=omit`) without. */
export const reportColumns = (withStaff: boolean): readonly CsvColumn<AccesslogRecord>[] =>
  withStaff
    ? [
        REPORT_DATE,
        REPORT_ACTION,
        REPORT_PURPOSE,
        { title: 'Staff member', text: (record) => record.staffEmail ?? '' },
        { title: 'Request ID', text: (record) => record.requestId },
      ]
    : [REPORT_DATE, REPORT_ACTION, REPORT_PURPOSE];
