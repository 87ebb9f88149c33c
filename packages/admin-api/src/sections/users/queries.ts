import type {
  User,
  UserDetailResponse,
  UserOrganisation,
  UsersFilters,
  UsersResponse,
  UsersSortKey,
} from '@portal/contract/users';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { preparedQuery } from '../../db/preparedQuery';
import { USER_EMAIL_KEY, USER_LAST_LOGIN_KEY, USER_NAME_KEY } from '../../db/keys';
import { memberships, organisations, users } from '../../db/schema';
import type { ListQuery, SearchPageQuery } from '../../http/schemas';
import { booleanFilter, type ContractFilters } from '../../queries/listFilters';
import { readListPage, tableRows, type ListSource } from '../../queries/listSource';
import type { ListedTable } from '../../queries/listedTable';
import { containsPattern, searchColumnMatches } from '../../queries/search';
import { listTotals, type CountedTable, type SearchTotals } from '../../queries/searchTotals';
import type { SortKeys } from '../../queries/sorting';
import { organisationFields, userFields } from '../../queries/selections';

const LISTED_USERS: ListedTable = { table: users, id: users.id, created: users.created_at };
const USER_SEARCH = searchColumnMatches(users.search_text, sql.placeholder('pattern'));

const COUNTED_USERS: CountedTable = { name: 'users', table: users, active: eq(users.status, 'ACTIVE') };

/** What each `sort` of the contract's (`USERS_SORT_KEYS`) orders by. */
export const USER_SORT_KEYS = {
  name: sql.raw(USER_NAME_KEY),
  email: sql.raw(USER_EMAIL_KEY),
  status: users.status,
  createdAt: users.created_at,
  lastLoginAt: sql.raw(USER_LAST_LOGIN_KEY),
  emailVerified: users.email_verified,
} satisfies SortKeys<UsersSortKey>;

/** The contract's filters, each a query parameter of its name. */
export const USER_FILTERS = {
  emailVerified: booleanFilter(users.email_verified),
} satisfies ContractFilters<UsersFilters>;

export type UserListQuery = ListQuery<UsersSortKey, SearchPageQuery> & UsersFilters;

export const USER_LIST: ListSource<UsersSortKey, typeof USER_FILTERS, UserListQuery, User, SearchTotals> = {
  listed: LISTED_USERS,
  sortKeys: USER_SORT_KEYS,
  filters: USER_FILTERS,
  search: (term) => ({ where: USER_SEARCH, values: { pattern: containsPattern(term) }, shape: 'search' }),
  rows: tableRows(users, userFields),
  totals: (db, _query, filter) => listTotals(db, COUNTED_USERS, filter),
};

export async function listUsers(db: Database, query: UserListQuery): Promise<UsersResponse> {
  const { rows, totals } = await readListPage(db, USER_LIST, query);
  return { users: rows, ...totals };
}

/**
 * The user with each organisation they belong to, one row per membership (one row with no
 * organisation for a user of none): a user page costs one statement, not two round trips.
 */
const userWithOrganisations = preparedQuery('user_with_organisations', (orm) =>
  orm
    .select({ user: userFields, organisation: organisationFields, role: memberships.role })
    .from(users)
    .leftJoin(memberships, eq(memberships.user_id, users.id))
    .leftJoin(organisations, eq(organisations.id, memberships.organisation_id))
    .where(eq(users.id, sql.placeholder('id')))
    .orderBy(asc(memberships.joined_at), asc(organisations.id)),
);

export async function findUserDetail(db: Database, id: string): Promise<UserDetailResponse | null> {
  const rows = await userWithOrganisations(db.orm).execute({ id });
  if (rows.length === 0) return null;
  const userOrganisations: UserOrganisation[] = rows.flatMap(({ organisation, role }) =>
    organisation && role ? [{ ...organisation, role }] : [],
  );
  return { user: rows[0]!.user, organisations: userOrganisations };
}
