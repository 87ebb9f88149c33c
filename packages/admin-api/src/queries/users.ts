import type { SessionUser, UserDetailResponse, UserOrganisation, UsersResponse } from '@portal/api/contract';
import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { memberships, organisations, users } from '../db/schema';
import type { SearchPageQuery } from '../http/schemas';
import { newestFirst, pageIds, type ListedTable } from './paging';
import { countWhere, readCounts } from './rowCounts';
import { normaliseSearch, searchColumnContains } from './search';
import { searchTotals, type SearchTotals } from './searchTotals';
import { organisationFields, userFields } from './selections';

const LISTED_USERS: ListedTable = { table: users, id: users.id, created: users.created_at };

export async function listUsers(db: Database, query: SearchPageQuery): Promise<UsersResponse> {
  const search = normaliseSearch(query.search);
  const where = search ? searchColumnContains(users.search_text, search) : undefined;
  const page = await pageIds(db.orm, LISTED_USERS, where, query);
  const [rows, totals] = await Promise.all([
    db.orm
      .select(userFields)
      .from(page)
      .innerJoin(users, eq(users.id, page.pageId))
      .orderBy(...newestFirst(LISTED_USERS)),
    search && where ? searchTotals(db, 'users', search, () => countUsers(db, where)) : allUsersTotals(db),
  ]);
  return { users: rows, ...totals };
}

async function allUsersTotals(db: Database): Promise<SearchTotals> {
  const counts = await readCounts(db.orm, ['users', 'users:active']);
  return { total: counts.users, totalActive: counts['users:active'] };
}

async function countUsers(db: Database, where: SQL): Promise<SearchTotals> {
  const [totals] = await db.orm
    .select({ total: count(), totalActive: countWhere(eq(users.status, 'ACTIVE')) })
    .from(users)
    .where(where);
  return totals!;
}

export async function findUserDetail(db: Database, id: string): Promise<UserDetailResponse | null> {
  const [user] = await db.orm.select(userFields).from(users).where(eq(users.id, id));
  if (!user) return null;
  const userOrganisations: UserOrganisation[] = await db.orm
    .select({ ...organisationFields, role: memberships.role })
    .from(memberships)
    .innerJoin(organisations, eq(organisations.id, memberships.organisation_id))
    .where(eq(memberships.user_id, id))
    .orderBy(asc(memberships.joined_at), asc(organisations.id));
  return { user, organisations: userOrganisations };
}

/** The signed-in user, with the platform role the account menu shows. */
export async function findSessionUser(db: Database, id: string): Promise<SessionUser | null> {
  const [user] = await db.orm
    .select({ ...userFields, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return user ?? null;
}

export async function userExists(db: Database, id: string): Promise<boolean> {
  return (await db.orm.select({ id: users.id }).from(users).where(eq(users.id, id))).length > 0;
}
