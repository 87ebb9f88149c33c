import type { Database } from '../db/database';
import { STAFF_EMAIL_DOMAIN } from '../seed/generate/staff';
import type { IdentityProvider, SignInOutcome } from './identityProvider';
import { renderSignInPage, type SignInAccount } from './signInPage';

/**
 * Local stand-in for Google sign-in: lists the staff accounts that may sign in and vouches for the
 * one chosen (its `code` is the e-mail address). Only for local use, demos and tests.
 */
export function createStandInGoogleProvider(db: Database): IdentityProvider {
  const staffAccounts = () =>
    db.query<SignInAccount>(
      `select email, first_name as "firstName", last_name as "lastName", is_admin as "isAdmin" from users
       where lower(email) like $1 and status <> 'INACTIVE' order by is_admin desc, email`,
      [`%@${STAFF_EMAIL_DOMAIN}`],
    );
  return {
    id: 'google',
    kind: 'stand-in',
    async startSignIn({ state, callbackUrl }) {
      return {
        kind: 'page',
        html: renderSignInPage({ accounts: await staffAccounts(), callbackUrl, state }),
      };
    },
    async completeSignIn({ query }): Promise<SignInOutcome> {
      const code = query.get('code')?.toLowerCase();
      const account = (await staffAccounts()).find((candidate) => candidate.email.toLowerCase() === code);
      return account
        ? { identity: { email: account.email } }
        : { refusal: { error: 'account-not-linked', reason: 'not a staff account of the stand-in' } };
    },
  };
}
