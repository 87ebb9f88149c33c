// The Access log section's wire contract (issue 73): the staff access records as auditors read
// them, what the log may be sorted and filtered by, and the subject access report. The API's
// queries and the remote's sortable columns and filters both take the keys from here, so a key
// added on one side only fails the type check.
import type { SortQuery } from '../staffTools';

/** What a staff member did (the API's audit/accessRecord.ts ACCESS_ACTIONS satisfies this). */
export const ACCESSLOG_ACTIONS = [
  'viewed',
  'listed',
  'searched',
  'exported',
  'quick find',
  'signed in',
  'signed out',
  'refused',
  'purged',
] as const;
export type AccesslogAction = (typeof ACCESSLOG_ACTIONS)[number];

/** A user or an organisation whose data an answer carried, with a label to show. */
export interface AccesslogSubject {
  kind: 'user' | 'organisation';
  id: string;
  /** A user's name and e-mail, an organisation's name; the id when it is gone. */
  label: string;
}

/** One access record. */
export interface AccesslogRecord {
  seq: number;
  /** ISO instant. */
  at: string;
  staffId: string | null;
  staffEmail: string | null;
  action: AccesslogAction;
  /** The route (`GET /admin/users/{id}`) or a resource name. */
  resource: string;
  subjects: AccesslogSubject[];
  /** The call's parameters (search term, filters, sort, page), never secrets. */
  query: Record<string, unknown>;
  status: number;
  requestId: string;
  clientAddress: string | null;
  userAgent: string | null;
}

/** The log's answer: one page and the match's total. */
export interface AccesslogResponse {
  records: AccesslogRecord[];
  total: number;
}

/** The users and organisations a `subject` filter's text names (at most `SUBJECT_MATCH_LIMIT`). */
export interface AccesslogSubjectsResponse {
  subjects: AccesslogSubject[];
}

/** What the log may be sorted by (`sort`); without it, newest first. */
export const ACCESSLOG_SORT_KEYS = ['at', 'staffEmail', 'action'] as const;
/** A `sort` the log accepts. */
export type AccesslogSortKey = (typeof ACCESSLOG_SORT_KEYS)[number];
/** The log's `sort` and `order`. */
export type AccesslogSort = SortQuery<AccesslogSortKey>;

/** The log's filters as query parameters, each optional (absent: any value). */
export interface AccesslogFilters {
  /** A staff member's e-mail address (any case) or id. */
  staff?: string;
  /** A user's or an organisation's e-mail, name, ABN or id (exact, any case). */
  subject?: string;
  action?: AccesslogAction;
  /** From this day (YYYY-MM-DD, a UTC day) or instant (ISO, inclusive). */
  from?: string;
  /** To this day (YYYY-MM-DD, through its end) or instant (ISO, exclusive). */
  to?: string;
}

/** The API's paths and the subject access report's parameters. */
export const ACCESSLOG_API = {
  listPath: '/admin/access-log',
  subjectsPath: '/admin/access-log/subjects',
  /** GET <reportPath>/<user id>: the CSV of every consultation of that user's data. */
  reportPath: '/admin/access-log/report',
  /** `staff=omit`: the report without staff identities, to hand to the data subject. */
  staffParam: 'staff',
  omitStaff: 'omit',
  subjectMatchLimit: 10,
} as const;
