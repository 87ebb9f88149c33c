import { USER_EMAIL_KEY, USER_LAST_LOGIN_KEY, USER_NAME_KEY } from '../../db/keys';
import type { Migration } from '../../db/migrations/migration';

// The users section's own schema steps (db/migrate.ts applies them after the shared ones). The
// first kept the id it had as the shared list's 012, so databases that ran it do not run it again.

// The users list sorts and filters by email_verified. Sorted by it, a page walks (email_verified,
// id) as the other sorts walk their (key, id) indexes; filtered by it, the newest-first page and
// the filter's totals (status counts the active ones) read the index that leads with it, and every
// other sort walks an index that leads with it too, so a filtered page 1 never sorts the table.
const usersEmailVerified: Migration = {
  id: '012_users_email_verified',
  sql: `
create index users_by_email_verified on users (email_verified, id) include (search_text, status);
create index users_email_verified_newest on users (email_verified, created_at, id) include (status);
create index users_verified_by_name on users (email_verified, (${USER_NAME_KEY}), id) include (search_text, status);
create index users_verified_by_email on users (email_verified, (${USER_EMAIL_KEY}), id) include (search_text, status);
create index users_verified_by_status on users (email_verified, status, id) include (search_text);
create index users_verified_by_last_login on users (email_verified, (${USER_LAST_LOGIN_KEY}), id)
  include (search_text, status);
`,
};

export const migrations: readonly Migration[] = [usersEmailVerified];
