import type { UserStatus } from '@portal/api/contract';
import type { Database } from '../db/database';

/** What sign-in and authorisation need to know about a user. */
export interface Account {
  id: string;
  isAdmin: boolean;
  status: UserStatus;
}

const ACCOUNT_FIELDS = 'id, is_admin as "isAdmin", status';

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

/** Deactivated accounts can neither sign in nor use tokens issued before. */
export function canSignIn(account: Account | null): account is Account {
  return account !== null && account.status !== 'INACTIVE';
}
