import type { Organisation, OrganisationDetailResponse, OrganisationsResponse } from '@portal/api/contract';
import { and, count, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';
import {
  ORGANISATION_LEGAL_NAME_KEY,
  ORGANISATION_NAME_KEY,
  ORGANISATION_STATUS_KEY,
} from '../db/migrations/007_sorting_and_quick_find';
import { organisations } from '../db/schema';
import type { ListQuery, SearchPageQuery } from '../http/schemas';
import { readListPage, type ListSource } from './listSource';
import type { ListedTable } from './paging';
import { countWhere, readCounts } from './rowCounts';
import { containsPattern, normaliseSearch, searchColumnContains } from './search';
import { searchTotals, type SearchTotals } from './searchTotals';
import { organisationFields } from './selections';

const LISTED_ORGANISATIONS: ListedTable = {
  table: organisations,
  id: organisations.id,
  created: organisations.created_at,
};

/**
 * Name, legal name or ABN contains the term. ABNs are stored as 11 digits, so the ABN alternative
 * also ignores the spaces people type (51 824 753 556): the search column finds those candidates on
 * its index and the ABN column confirms them.
 */
function organisationSearch(term: string): SQL {
  const anywhere = searchColumnContains(organisations.search_text, term);
  const spaceless = term.replace(/\s+/g, '');
  if (spaceless === term) return anywhere;
  return or(
    anywhere,
    and(
      searchColumnContains(organisations.search_text, spaceless),
      like(organisations.abn, containsPattern(spaceless)),
    ),
  )!;
}

export type OrganisationListQuery = ListQuery<'organisations', SearchPageQuery>;

export const ORGANISATION_LIST: ListSource<
  'organisations',
  OrganisationListQuery,
  Organisation,
  SearchTotals
> = {
  listed: LISTED_ORGANISATIONS,
  sortKeys: {
    name: sql.raw(ORGANISATION_NAME_KEY),
    legalName: sql.raw(ORGANISATION_LEGAL_NAME_KEY),
    subscriptionStatus: sql.raw(ORGANISATION_STATUS_KEY),
    createdAt: organisations.created_at,
  },
  where(query) {
    const search = normaliseSearch(query.search);
    return search ? organisationSearch(search) : undefined;
  },
  rows: (orm, page, order) =>
    orm
      .select(organisationFields)
      .from(page)
      .innerJoin(organisations, eq(organisations.id, page.pageId))
      .orderBy(...order.terms),
  totals(db, query, where) {
    const search = normaliseSearch(query.search);
    return search && where
      ? searchTotals(db, 'organisations', search, () => countOrganisations(db, where))
      : allOrganisationsTotals(db);
  },
};

export async function listOrganisations(
  db: Database,
  query: OrganisationListQuery,
): Promise<OrganisationsResponse> {
  const { rows, totals } = await readListPage(db, ORGANISATION_LIST, query);
  return { organisations: rows, ...totals };
}

async function allOrganisationsTotals(db: Database): Promise<SearchTotals> {
  const counts = await readCounts(db.orm, ['organisations', 'organisations:active']);
  return { total: counts.organisations, totalActive: counts['organisations:active'] };
}

async function countOrganisations(db: Database, where: SQL): Promise<SearchTotals> {
  const [totals] = await db.orm
    .select({ total: count(), totalActive: countWhere(eq(organisations.subscription_status, 'ACTIVE')) })
    .from(organisations)
    .where(where);
  return totals!;
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

const organisationIdById = preparedQuery('organisation_id_by_id', (orm) =>
  orm
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, sql.placeholder('id'))),
);

export async function organisationExists(db: Database, id: string): Promise<boolean> {
  return (await organisationIdById(db.orm).execute({ id })).length > 0;
}
