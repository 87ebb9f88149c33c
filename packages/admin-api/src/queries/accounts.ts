import type { SessionUser, UserStatus } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';
import { sessions, users } from '../db/schema';
import { userFields } from './selections';
import { linkVerdict } from '../auth/googleClaims';
import type { SignInRefusal } from '../auth/identityProvider';

/** What sign-in and authorisation need to know about a user. */
export interface Account {
  id: string;
  isAdmin: boolean;
  status: UserStatus;
}

/** A session as a request sees it: until when it may be used, and its user (null once deleted). */
export interface SessionAccount {
  userId: string;
  /** Epoch ms; a refresh moves it later, so a cached copy may be behind the database. */
  expiresAtMs: number;
  revoked: boolean;
  account: Account | null;
}

const ACCOUNT_FIELDS = 'id, is_admin as "isAdmin", status';
/** A session lives as long as its refresh token; every refresh starts the period again. */
const SESSION_LIFETIME = "interval '30 days'";
const SIGN_IN_STATE_LIFETIME = "interval '10 minutes'";

export async function findAccount(db: Database, id: string): Promise<Account | null> {
  const [account] = await db.query<Account>(`select ${ACCOUNT_FIELDS} from users where id = $1`, [id]);
  return account ?? null;
}

export async function findAccountByEmail(db: Database, email: string): Promise<Account | null> {
  const [account] = await db.query<Account>(
    `select ${ACCOUNT_FIELDS} from users where lower(email) = lower($1)`,
    [email],
  );
  return account ?? null;
}

/**
 * The account a verified Google identity signs in as (auth/googleClaims.ts linkVerdict): its
 * address's user, linked to `subject` at its first sign-in; a refusal otherwise. The link is
 * one conditional update, so two first sign-ins at once cannot both link.
 */
export async function findAccountByGoogleIdentity(
  db: Database,
  email: string,
  subject: string,
): Promise<Account | SignInRefusal> {
  const [user] = await db.query<Account & { googleId: string | null }>(
    `select ${ACCOUNT_FIELDS}, google_id as "googleId" from users where lower(email) = lower($1)`,
    [email],
  );
  const verdict = linkVerdict(user ?? null, subject);
  if (verdict === 'linked') return user!;
  if (verdict !== 'link') return verdict;
  const linked = await db.query<Account>(
    `update users set google_id = $2,
       providers = case when 'google' = any(providers) then providers else array_append(providers, 'google') end
     where id = $1 and (google_id is null or google_id = '') returning ${ACCOUNT_FIELDS}`,
    [user!.id, subject],
  );
  if (linked[0]) return linked[0];
  // Linked by a sign-in in between: judged again against the address's sub now.
  return findAccountByGoogleIdentity(db, email, subject);
}

/** Deactivated accounts can neither sign in nor use tokens issued before. */
export function canSignIn(account: Account | null): account is Account {
  return account !== null && account.status !== 'INACTIVE';
}

const sessionAccount = preparedQuery('session_account', (orm) =>
  orm
    .select({
      userId: sessions.user_id,
      expiresAtMs: sql<number>`extract(epoch from ${sessions.expires_at}) * 1000`.mapWith(Number),
      revoked: sql<boolean>`${sessions.revoked_at} is not null`,
      // Null as a whole when the user was deleted (a left join without match).
      account: { id: users.id, isAdmin: users.is_admin, status: users.status },
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.user_id))
    .where(eq(sessions.id, sql.placeholder('sessionId'))),
);

/**
 * The one query behind authenticated calls: the session's state and its account together. Calls
 * read it through auth/sessionCache.ts, which keeps answers until the database announces a change.
 */
export async function findSessionAccount(db: Database, sessionId: string): Promise<SessionAccount | null> {
  const [session] = await sessionAccount(db.orm).execute({ sessionId });
  return session ?? null;
}

/**
 * Live sessions an account may hold at once: a phone, a laptop and a few browsers each sign in
 * on their own, and nobody needs more; a sign-in beyond it revokes the account's oldest ones.
 */
export const MAX_LIVE_SESSIONS_PER_ACCOUNT = 10;
/**
 * Ended rows one sign-in deletes at most, so no sign-in pays for a backlog (say after a long
 * stop) all at once; each following sign-in takes the next batch.
 */
export const SESSION_PURGE_BATCH = 500;

/**
 * Deletes up to SESSION_PURGE_BATCH sessions that can never be used again: expired or revoked (a
 * revoked session refuses its tokens as a missing one does). Both are found by index (migration
 * 011), never by reading the table.
 */
export async function purgeEndedSessions(db: Database): Promise<void> {
  await db.query(
    `delete from sessions where id in (
       select id from sessions where expires_at < now() or revoked_at is not null limit $1)`,
    [SESSION_PURGE_BATCH],
  );
}

/**
 * Opens a session whose next usable refresh token is `refreshTokenId`; revokes the account's
 * oldest live sessions (the ones ending first, that is the least recently refreshed) beyond
 * MAX_LIVE_SESSIONS_PER_ACCOUNT, and forgets ended ones. Answers the ids of the sessions it revoked.
 */
export async function createSession(
  db: Database,
  session: { id: string; userId: string; refreshTokenId: string },
): Promise<string[]> {
  await purgeEndedSessions(db);
  // One statement: the revocation and the new session commit together.
  const revoked = await db.query<{ id: string }>(
    `with oldest as (
       update sessions set revoked_at = now()
       where id in (
         select id from sessions where user_id = $2 and revoked_at is null and expires_at > now()
         order by expires_at desc offset $4)
       returning id
     ), opened as (
       insert into sessions (id, user_id, refresh_token_id, expires_at)
       values ($1, $2, $3, now() + ${SESSION_LIFETIME})
     )
     select id from oldest`,
    [session.id, session.userId, session.refreshTokenId, MAX_LIVE_SESSIONS_PER_ACCOUNT - 1],
  );
  return revoked.map((row) => row.id);
}

/**
 * Spends refresh token `usedId` of the session and makes `nextId` the only one usable; the user's
 * id when that worked, null when the session is revoked, ended, or `usedId` was already spent.
 */
export async function rotateRefreshToken(
  db: Database,
  sessionId: string,
  usedId: string,
  nextId: string,
): Promise<string | null> {
  const [row] = await db.query<{ userId: string }>(
    `update sessions set refresh_token_id = $3, expires_at = now() + ${SESSION_LIFETIME}
     where id = $1 and refresh_token_id = $2 and revoked_at is null and expires_at > now()
     returning user_id as "userId"`,
    [sessionId, usedId, nextId],
  );
  return row?.userId ?? null;
}

/** Revokes a live session; its user's id, or null when it was revoked already (or never was). */
export async function revokeSession(db: Database, sessionId: string): Promise<string | null> {
  const [row] = await db.query<{ userId: string }>(
    'update sessions set revoked_at = now() where id = $1 and revoked_at is null returning user_id as "userId"',
    [sessionId],
  );
  return row?.userId ?? null;
}

/**
 * What a sign-in and a sign-out leave behind, as the product's own backend records them: an AUTH
 * activity with the user (the texts the product's feed uses). A token refresh records nothing: it
 * is the portal keeping a session alive every hour, not something the person did.
 */
export const AUTH_ACTIVITY = {
  signedInWithGoogle: 'Signed in with Google',
  signedOut: 'Signed out',
} as const;

/** Records a sign-in: the account's last login and the AUTH activity, in one statement. */
export async function recordSignIn(db: Database, userId: string): Promise<void> {
  await db.query(
    `with signed_in as (update users set last_login_at = now() where id = $1 returning id)
     insert into activities (id, activity_type, description, created_at, user_id)
     select $2, 'AUTH', $3, now(), id from signed_in`,
    [userId, randomUUID(), AUTH_ACTIVITY.signedInWithGoogle],
  );
}

/** Records a sign-out as the AUTH activity of its user. */
export async function recordSignOut(db: Database, userId: string): Promise<void> {
  await db.query(
    `insert into activities (id, activity_type, description, created_at, user_id)
     select $2, 'AUTH', $3, now(), id from users where id = $1`,
    [userId, randomUUID(), AUTH_ACTIVITY.signedOut],
  );
}

/** Records a sign-in state as used; false when it already was (a replay). */
export async function spendSignInState(db: Database, nonce: string): Promise<boolean> {
  await db.query('delete from used_sign_in_states where expires_at < now()');
  const rows = await db.query(
    `insert into used_sign_in_states (nonce, expires_at) values ($1, now() + ${SIGN_IN_STATE_LIFETIME})
     on conflict (nonce) do nothing returning nonce`,
    [nonce],
  );
  return rows.length > 0;
}

/** The signed-in user, with the platform role the account menu shows. */
export async function findSessionUser(db: Database, id: string): Promise<SessionUser | null> {
  const [user] = await db.orm
    .select({ ...userFields, role: users.role })
    .from(users)
    .where(eq(users.id, id));
  return user ?? null;
}
