import type { OrganisationDetailResponse, OrganisationsResponse } from '@portal/api/contract';
import { and, count, eq, like, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { organisations } from '../db/schema';
import type { SearchPageQuery } from '../http/schemas';
import { newestFirst, pageIds, type ListedTable } from './paging';
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

export async function listOrganisations(
  db: Database,
  query: SearchPageQuery,
): Promise<OrganisationsResponse> {
  const search = normaliseSearch(query.search);
  const where = search ? organisationSearch(search) : undefined;
  const page = await pageIds(db.orm, LISTED_ORGANISATIONS, where, query);
  const [rows, totals] = await Promise.all([
    db.orm
      .select(organisationFields)
      .from(page)
      .innerJoin(organisations, eq(organisations.id, page.pageId))
      .orderBy(...newestFirst(LISTED_ORGANISATIONS)),
    search && where
      ? searchTotals(db, 'organisations', search, () => countOrganisations(db, where))
      : allOrganisationsTotals(db),
  ]);
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

export async function findOrganisationDetail(
  db: Database,
  id: string,
): Promise<OrganisationDetailResponse | null> {
  const [row] = await db.orm
    .select({
      organisation: organisationFields,
      totalProjects: organisations.total_projects,
      totalTransactions: organisations.total_transactions,
      totalTransactionsAllocated: organisations.total_transactions_allocated,
    })
    .from(organisations)
    .where(eq(organisations.id, id));
  return row ?? null;
}

export async function organisationExists(db: Database, id: string): Promise<boolean> {
  const found = await db.orm
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, id));
  return found.length > 0;
}
