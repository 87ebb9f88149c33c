import { AUTH_CHANGES_CHANNEL } from '../keys';
import type { Migration } from './migration';

// Every API process caches session lookups; the database itself tells them, at commit, which ones
// changed: 'session:<id>' when a session is revoked or deleted, 'user:<id>' when a user's admin
// flag or status changes or the user is deleted, 'all' after a truncate or a bulk change.
// Statement-level triggers with transition tables rather than per row: one statement deactivating
// thousands of users sends a single 'all' (every process empties its cache) instead of a flood of
// notices. A refresh, which only moves expires_at and refresh_token_id, sends nothing: the cache
// checks expiry when it reads. TG_ARGV[0] names the kind, TG_ARGV[1] is the test, over the old row
// `o` and the new row `n`, of an update the cache must hear about.
export const authChangeNotices: Migration = {
  id: '008_auth_change_notices',
  sql: `
create function notify_auth_change() returns trigger language plpgsql as $$
declare
  changed text[];
begin
  if TG_OP = 'TRUNCATE' then
    perform pg_notify('${AUTH_CHANGES_CHANNEL}', 'all');
    return null;
  end if;
  if TG_OP = 'DELETE' then
    select array_agg(id::text) into changed from (select id from old_rows limit 101) as gone;
  else
    execute format('select array_agg(id::text) from (select o.id from old_rows o join new_rows n using (id) where %s limit 101) as changed', TG_ARGV[1])
      into changed;
  end if;
  if cardinality(changed) > 100 then
    perform pg_notify('${AUTH_CHANGES_CHANNEL}', 'all');
  elsif changed is not null then
    perform pg_notify('${AUTH_CHANGES_CHANNEL}', TG_ARGV[0] || ':' || id) from unnest(changed) as id;
  end if;
  return null;
end $$;

create trigger sessions_auth_update after update on sessions
  referencing old table as old_rows new table as new_rows
  for each statement execute function notify_auth_change('session', 'o.revoked_at is distinct from n.revoked_at or o.user_id <> n.user_id');
create trigger sessions_auth_delete after delete on sessions
  referencing old table as old_rows
  for each statement execute function notify_auth_change('session');
create trigger sessions_auth_truncate after truncate on sessions
  for each statement execute function notify_auth_change();

create trigger users_auth_update after update on users
  referencing old table as old_rows new table as new_rows
  for each statement execute function notify_auth_change('user', 'o.is_admin <> n.is_admin or o.status <> n.status');
create trigger users_auth_delete after delete on users
  referencing old table as old_rows
  for each statement execute function notify_auth_change('user');
create trigger users_auth_truncate after truncate on users
  for each statement execute function notify_auth_change();
`,
};
