import type {
  Organisation,
  OrganisationDetailResponse,
  OrganisationsResponse,
  OrganisationsSortKey,
} from '@portal/contract/organisations';
import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedQuery } from '../../db/preparedQuery';
import { ORGANISATION_LEGAL_NAME_KEY, ORGANISATION_NAME_KEY, ORGANISATION_STATUS_KEY } from '../../db/keys';
import { organisations } from '../../db/schema';
import type { ListQuery, SearchPageQuery } from '../../http/schemas';
import type { ListFilter, NoFilters } from '../../queries/listFilters';
import { readListPage, tableRows, type ListSource } from '../../queries/listSource';
import type { ListedTable } from '../../queries/listedTable';
import { containsPattern, searchColumnMatches } from '../../queries/search';
import { listTotals, type CountedTable, type SearchTotals } from '../../queries/searchTotals';
import type { SortKeys } from '../../queries/sorting';
import { organisationFields } from '../../queries/selections';

const LISTED_ORGANISATIONS: ListedTable = {
  table: organisations,
  id: organisations.id,
  created: organisations.created_at,
};

const ORGANISATION_SEARCH = searchColumnMatches(organisations.search_text, sql.placeholder('pattern'));
const SPACELESS = sql.placeholder('spaceless');
/** The term with its spaces too, or without them in an ABN (the search column finds the candidates). */
const ORGANISATION_OR_ABN_SEARCH = or(
  ORGANISATION_SEARCH,
  and(searchColumnMatches(organisations.search_text, SPACELESS), like(organisations.abn, SPACELESS)),
)!;

/**
 * Name, legal name or ABN contains the term. ABNs are stored as 11 digits, so a term with spaces
 * also matches an ABN without them (people type 51 824 753 556).
 */
function organisationSearch(term: string): ListFilter {
  const pattern = containsPattern(term);
  const spaceless = term.replace(/\s+/g, '');
  return spaceless === term
    ? { where: ORGANISATION_SEARCH, values: { pattern }, shape: 'search' }
    : {
        where: ORGANISATION_OR_ABN_SEARCH,
        values: { pattern, spaceless: containsPattern(spaceless) },
        shape: 'search or ABN',
      };
}

const COUNTED_ORGANISATIONS: CountedTable = {
  name: 'organisations',
  table: organisations,
  active: eq(organisations.subscription_status, 'ACTIVE'),
};

/** What each `sort` of the contract's (`ORGANISATIONS_SORT_KEYS`) orders by. */
export const ORGANISATION_SORT_KEYS = {
  name: sql.raw(ORGANISATION_NAME_KEY),
  legalName: sql.raw(ORGANISATION_LEGAL_NAME_KEY),
  subscriptionStatus: sql.raw(ORGANISATION_STATUS_KEY),
  createdAt: organisations.created_at,
} satisfies SortKeys<OrganisationsSortKey>;

export type OrganisationListQuery = ListQuery<OrganisationsSortKey, SearchPageQuery>;

export const ORGANISATION_LIST: ListSource<
  OrganisationsSortKey,
  NoFilters,
  OrganisationListQuery,
  Organisation,
  SearchTotals
> = {
  listed: LISTED_ORGANISATIONS,
  sortKeys: ORGANISATION_SORT_KEYS,
  filters: {},
  search: organisationSearch,
  rows: tableRows(organisations, organisationFields),
  totals: (db, _query, filter) => listTotals(db, COUNTED_ORGANISATIONS, filter),
};

export async function listOrganisations(
  db: Database,
  query: OrganisationListQuery,
): Promise<OrganisationsResponse> {
  const { rows, totals } = await readListPage(db, ORGANISATION_LIST, query);
  return { organisations: rows, ...totals };
}

const organisationDetailById = preparedQuery('organisation_detail_by_id', (orm) =>
  orm
    .select({
      organisation: organisationFields,
      totalProjects: organisations.total_projects,
      totalTransactions: organisations.total_transactions,
      totalTransactionsAllocated: organisations.total_transactions_allocated,
    })
    .from(organisations)
    .where(eq(organisations.id, sql.placeholder('id'))),
);

export async function findOrganisationDetail(
  db: Database,
  id: string,
): Promise<OrganisationDetailResponse | null> {
  const [row] = await organisationDetailById(db.orm).execute({ id });
  return row ?? null;
}
