import type {
  SessionUser,
  User,
  UserDetailResponse,
  UserOrganisation,
  UsersResponse,
} from '@portal/api/contract';
import type { Database } from '../db/database';
import type { SearchPageQuery } from '../http/schemas';
import { ORGANISATION_FIELDS, USER_FIELDS } from './fields';
import { containsPattern, normaliseSearch } from './search';

/** Each alternative has its own trigram index (see the schema). */
const USER_SEARCH = `(u.first_name ilike $1 or u.last_name ilike $1
  or (u.first_name || ' ' || u.last_name) ilike $1 or u.email ilike $1)`;

export async function listUsers(db: Database, query: SearchPageQuery): Promise<UsersResponse> {
  const search = normaliseSearch(query.search);
  const where = search ? `where ${USER_SEARCH}` : '';
  const filterParams = search ? [containsPattern(search)] : [];
  const n = filterParams.length;
  const [users, [counts]] = await Promise.all([
    db.query<User>(
      `select ${USER_FIELDS} from users u ${where}
       order by u.created_at desc, u.id desc limit $${n + 1} offset $${n + 2}`,
      [...filterParams, query.limit, query.offset],
    ),
    db.query<{ total: number; totalActive: number }>(
      `select count(*)::int as total, (count(*) filter (where u.status = 'ACTIVE'))::int as "totalActive"
       from users u ${where}`,
      filterParams,
    ),
  ]);
  return { users, total: counts!.total, totalActive: counts!.totalActive };
}

export async function findUserDetail(db: Database, id: string): Promise<UserDetailResponse | null> {
  const [user] = await db.query<User>(`select ${USER_FIELDS} from users u where u.id = $1`, [id]);
  if (!user) return null;
  const organisations = await db.query<UserOrganisation>(
    `select ${ORGANISATION_FIELDS}, m.role from memberships m join organisations o on o.id = m.organisation_id
     where m.user_id = $1 order by m.joined_at, o.id`,
    [id],
  );
  return { user, organisations };
}

/** The signed-in user, with the platform role the account menu shows. */
export async function findSessionUser(db: Database, id: string): Promise<SessionUser | null> {
  const [user] = await db.query<SessionUser>(`select ${USER_FIELDS}, u.role from users u where u.id = $1`, [
    id,
  ]);
  return user ?? null;
}

export async function userExists(db: Database, id: string): Promise<boolean> {
  return (await db.query('select 1 from users where id = $1', [id])).length > 0;
}
