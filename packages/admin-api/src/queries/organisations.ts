import type { Organisation, OrganisationDetailResponse, OrganisationsResponse } from '@portal/api/contract';
import type { Database } from '../db/database';
import type { SearchPageQuery } from '../http/schemas';
import { ORGANISATION_FIELDS } from './fields';
import { containsPattern, normaliseSearch } from './search';

/** ABNs are stored as 11 digits, so the ABN alternative ignores the spaces people type (51 824 753 556). */
const ORGANISATION_SEARCH = '(o.name ilike $1 or o.legal_name ilike $1 or o.abn like $2)';

export async function listOrganisations(
  db: Database,
  query: SearchPageQuery,
): Promise<OrganisationsResponse> {
  const search = normaliseSearch(query.search);
  const where = search ? `where ${ORGANISATION_SEARCH}` : '';
  const filterParams = search ? [containsPattern(search), containsPattern(search.replace(/\s+/g, ''))] : [];
  const n = filterParams.length;
  const [organisations, [counts]] = await Promise.all([
    db.query<Organisation>(
      `select ${ORGANISATION_FIELDS} from organisations o ${where}
       order by o.created_at desc, o.id desc limit $${n + 1} offset $${n + 2}`,
      [...filterParams, query.limit, query.offset],
    ),
    db.query<{ total: number; totalActive: number }>(
      `select count(*)::int as total,
         (count(*) filter (where o.subscription_status = 'ACTIVE'))::int as "totalActive"
       from organisations o ${where}`,
      filterParams,
    ),
  ]);
  return { organisations, total: counts!.total, totalActive: counts!.totalActive };
}

export async function findOrganisationDetail(
  db: Database,
  id: string,
): Promise<OrganisationDetailResponse | null> {
  const [row] = await db.query<Organisation & Omit<OrganisationDetailResponse, 'organisation'>>(
    `select ${ORGANISATION_FIELDS}, o.total_projects as "totalProjects", o.total_transactions as "totalTransactions",
       o.total_transactions_allocated as "totalTransactionsAllocated"
     from organisations o where o.id = $1`,
    [id],
  );
  if (!row) return null;
  const { totalProjects, totalTransactions, totalTransactionsAllocated, ...organisation } = row;
  return { organisation, totalProjects, totalTransactions, totalTransactionsAllocated };
}

export async function organisationExists(db: Database, id: string): Promise<boolean> {
  return (await db.query('select 1 from organisations where id = $1', [id])).length > 0;
}
