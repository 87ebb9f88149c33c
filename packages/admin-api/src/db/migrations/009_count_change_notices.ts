import { COUNT_CHANGES_CHANNEL } from '../keys';
import type { Migration } from './migration';

// Every API process caches the counts it read of the counted tables (row_counts, the totals every
// list page sends, and a user's or organisation's activity total). Any statement that writes
// row_counts (the counting triggers of migrations 003 and 005 run one per statement on a counted
// table) sends one notice at commit, and PostgreSQL folds a transaction's identical notices into
// one: a process then forgets every count it held. No payload: each count is read again on its
// next call.
export const countChangeNotices: Migration = {
  id: '009_count_change_notices',
  sql: `
create function notify_count_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('${COUNT_CHANGES_CHANNEL}', '');
  return null;
end $$;

create trigger row_counts_changed after insert or update or delete or truncate on row_counts
  for each statement execute function notify_count_change();
`,
};
