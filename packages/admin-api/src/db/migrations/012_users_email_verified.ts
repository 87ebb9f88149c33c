import type { Migration } from './migration';

// The users list sorts and filters by email_verified. Sorted by it, a page walks (email_verified,
// id) as the other sorts walk their (key, id) indexes; filtered by it, the newest-first page and
// the filter's totals (status counts the active ones) read the index that leads with it.
export const usersEmailVerified: Migration = {
  id: '012_users_email_verified',
  sql: `
create index users_by_email_verified on users (email_verified, id) include (search_text, status);
create index users_email_verified_newest on users (email_verified, created_at, id) include (status);
`,
};
