// The Sample list: the seeded invoices, so a fresh demo database has rows at once. Point LISTED,
// SAMPLE_FIELDS and the search at the section's own table; the sort keys are the contract's.
import type { SampleResponse, SampleRow, SampleSortKey } from '@portal/contract/sample';
import { count, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { invoices } from '../../db/schema';
import type { ListQuery, SearchPageQuery } from '../../http/schemas';
import type { ListFilter, NoFilters } from '../../queries/listFilters';
import { readListPage, tableRows, type ListSource } from '../../queries/listSource';
import type { ListedTable } from '../../queries/listedTable';
import { containsPattern } from '../../queries/search';
import { iso } from '../../queries/selections';
import type { SortKeys } from '../../queries/sorting';

const LISTED: ListedTable = { table: invoices, id: invoices.id, created: invoices.created };

/** One row of the list, as the contract's SampleRow. */
const SAMPLE_FIELDS = {
  id: invoices.id,
  organisationId: invoices.organisation_id,
  number: invoices.number,
  status: invoices.status,
  total: invoices.total,
  currency: invoices.currency,
  created: iso(invoices.created),
};

/** What each `sort` of the contract's (`SAMPLE_SORT_KEYS`) orders by. */
export const SAMPLE_SORT_KEYS = {
  number: invoices.number,
  total: invoices.total,
  created: invoices.created,
} satisfies SortKeys<SampleSortKey>;

const NUMBER_MATCHES = ilike(invoices.number, sql.placeholder('pattern'));

/** A search matches anywhere in the number; LIKE's own characters match themselves. */
const sampleSearch = (term: string): ListFilter => ({
  where: NUMBER_MATCHES,
  values: { pattern: containsPattern(term) },
  shape: 'number',
});

export type SampleListQuery = ListQuery<SampleSortKey, SearchPageQuery>;

export const SAMPLE_LIST: ListSource<
  SampleSortKey,
  NoFilters,
  SampleListQuery,
  SampleRow,
  { total: number }
> = {
  listed: LISTED,
  sortKeys: SAMPLE_SORT_KEYS,
  filters: {},
  search: sampleSearch,
  rows: tableRows(invoices, SAMPLE_FIELDS),
  async totals(db, _query, filter) {
    const [counts] = await db.orm
      .select({ total: count() })
      .from(invoices)
      .where(filter.where)
      .execute(filter.values);
    return counts!;
  },
};

export async function listSample(db: Database, query: SampleListQuery): Promise<SampleResponse> {
  const { rows, totals } = await readListPage(db, SAMPLE_LIST, query);
  return { rows, ...totals };
}
