import type {
  AccesslogFilters,
  AccesslogRecord,
  AccesslogResponse,
  AccesslogSortKey,
  AccesslogSubject,
} from '@portal/contract/accesslog';
import { ACCESSLOG_ACTIONS, ACCESSLOG_API } from '@portal/contract/accesslog';
import { asc, count, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { auditRecords } from '../../db/schema';
import type { ListQuery, PageQuery } from '../../http/schemas';
import { oneOfFilter, type ContractFilters, type FilterDefinition } from '../../queries/listFilters';
import { readListPage, type ListSource } from '../../queries/listSource';
import type { ListedTable } from '../../queries/listedTable';
import type { SortKeys } from '../../queries/sorting';

// The access log (issue 73) as auditors read it: audit/ writes the records, this reads them, newest
// first, paged, sorted and filtered, with each record's subjects and a label for each.

const LISTED_RECORDS: ListedTable = { table: auditRecords, id: auditRecords.seq, created: auditRecords.at };

/** What each `sort` of the contract's (`ACCESSLOG_SORT_KEYS`) orders by; never null. */
export const ACCESSLOG_SORT_KEYS = {
  at: auditRecords.at,
  staffEmail: sql`coalesce(${auditRecords.staff_email}, '')`,
  action: auditRecords.action,
} satisfies SortKeys<AccesslogSortKey>;

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const moment = { type: 'string', maxLength: 40 } as const;

/** The filter's text as the subject lookups compare it: trimmed, any case. */
const wanted = (value: unknown) => sql`lower(btrim(${value}::text))`;

/**
 * The users and organisations a text names: an e-mail address, a name (a user's full name, an
 * organisation's name or legal name), an ABN (spaces ignored) or an id, exact but in any case.
 */
const namedSubjects = (value: unknown) => sql`(
  select 'user'::text as kind, u.id from users u
    where lower(u.email) = ${wanted(value)} or u.id::text = ${wanted(value)}
      or lower(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))) = ${wanted(value)}
  union all
  select 'organisation'::text, o.id from organisations o
    where o.id::text = ${wanted(value)} or lower(o.name) = ${wanted(value)}
      or lower(o.legal_name) = ${wanted(value)}
      or (o.abn is not null and o.abn = regexp_replace(${wanted(value)}, '\\s', '', 'g'))
)`;

/** The contract's filters, each a query parameter of its name. */
export const ACCESSLOG_FILTERS = {
  staff: {
    schema: text(320),
    condition: (value) =>
      sql`(lower(${auditRecords.staff_email}) = ${wanted(value)} or ${auditRecords.staff_id}::text = ${wanted(value)})`,
  } satisfies FilterDefinition<string>,
  // Resolved to subject ids first, then the records that carried them (audit_subjects' index).
  subject: {
    schema: text(320),
    condition: (value) =>
      sql`${auditRecords.seq} in (select s.seq from audit_subjects s
        join ${namedSubjects(value)} named on named.kind = s.kind and named.id = s.subject_id)`,
  } satisfies FilterDefinition<string>,
  action: oneOfFilter(auditRecords.action, ACCESSLOG_ACTIONS),
  // boundsOf (dates.ts) has made each a valid instant before the query runs.
  from: { schema: moment, condition: (value) => sql`${auditRecords.at} >= ${value}::timestamptz` },
  to: { schema: moment, condition: (value) => sql`${auditRecords.at} < ${value}::timestamptz` },
} satisfies ContractFilters<AccesslogFilters>;

export type AccesslogListQuery = ListQuery<AccesslogSortKey, PageQuery> & AccesslogFilters;

/** A subject's label: a user's name and e-mail, an organisation's name; its id when it is gone. */
const subjectLabels = sql<AccesslogSubject[]>`coalesce((
  select json_agg(json_build_object('kind', s.kind, 'id', s.subject_id, 'label', coalesce(
      case when s.kind = 'user' then nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')
        || ' <' || u.email || '>' end,
      u.email, o.name, s.subject_id::text))
    order by s.kind desc, s.subject_id)
  from audit_subjects s
    left join users u on s.kind = 'user' and u.id = s.subject_id
    left join organisations o on s.kind = 'organisation' and o.id = s.subject_id
  where s.seq = audit_records.seq), '[]'::json)`;

export const recordFields = {
  seq: auditRecords.seq,
  at: sql<string>`to_char(${auditRecords.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  staffId: auditRecords.staff_id,
  staffEmail: auditRecords.staff_email,
  action: sql<AccesslogRecord['action']>`${auditRecords.action}`,
  resource: auditRecords.resource,
  subjects: subjectLabels,
  query: auditRecords.query,
  status: auditRecords.status,
  requestId: auditRecords.request_id,
  clientAddress: auditRecords.client_address,
  userAgent: auditRecords.user_agent,
};

export const ACCESSLOG_LIST: ListSource<
  AccesslogSortKey,
  typeof ACCESSLOG_FILTERS,
  AccesslogListQuery,
  AccesslogRecord,
  { total: number }
> = {
  listed: LISTED_RECORDS,
  sortKeys: ACCESSLOG_SORT_KEYS,
  filters: ACCESSLOG_FILTERS,
  rows: (orm, page, order) =>
    orm
      .select(recordFields)
      .from(auditRecords)
      .where(page)
      .orderBy(...order.terms),
  async totals(db, _query, filter) {
    const [counted] = await db.orm
      .select({ total: count() })
      .from(auditRecords)
      .where(filter.where)
      .execute(filter.values);
    return counted!;
  },
};

export async function listAccessRecords(db: Database, query: AccesslogListQuery): Promise<AccesslogResponse> {
  const { rows, totals } = await readListPage(db, ACCESSLOG_LIST, query);
  return { records: rows, ...totals };
}

/** The users and organisations `text` names, users first, each with its label. */
export async function findSubjects(db: Database, text: string): Promise<AccesslogSubject[]> {
  return db.query<AccesslogSubject>(
    `select named.kind, named.id, coalesce(
        case when named.kind = 'user' then nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')
          || ' <' || u.email || '>' end, u.email, o.name) as label
     from (
       select 'user'::text as kind, u.id from users u, (select lower(btrim($1::text)) as v) q
         where lower(u.email) = q.v or u.id::text = q.v
           or lower(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))) = q.v
       union
       select 'organisation'::text, o.id from organisations o, (select lower(btrim($1::text)) as v) q
         where o.id::text = q.v or lower(o.name) = q.v or lower(o.legal_name) = q.v
           or (o.abn is not null and o.abn = regexp_replace(q.v, '\\s', '', 'g'))
     ) named
       left join users u on named.kind = 'user' and u.id = named.id
       left join organisations o on named.kind = 'organisation' and o.id = named.id
     order by named.kind desc, label, named.id
     limit $2`,
    [text, ACCESSLOG_API.subjectMatchLimit],
  );
}

/** Every record that carried the user `userId`'s data, oldest first, at most `maxRows` (the report). */
export function recordsOfUser(db: Database, userId: string, maxRows: number): Promise<AccesslogRecord[]> {
  return db.orm
    .select(recordFields)
    .from(auditRecords)
    .where(
      sql`${auditRecords.seq} in (select s.seq from audit_subjects s where s.kind = 'user' and s.subject_id = ${userId})`,
    )
    .orderBy(asc(auditRecords.at), asc(auditRecords.seq))
    .limit(maxRows);
}
