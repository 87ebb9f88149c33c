import { ORGANISATION_SEARCH_TEXT, USER_SEARCH_TEXT } from '../keys';
import type { Migration } from './migration';

/**
 * A table whose rows row_counts counts: `keys` is an SQL expression over one row giving the
 * counters it adds one to (null entries are skipped). An update takes its old rows off and adds its
 * new ones (PostgreSQL allows no column list on a trigger with transition tables).
 */
interface CountedTable {
  table: string;
  keys: string;
}

const monthOf = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

const COUNTED_TABLES: readonly CountedTable[] = [
  {
    table: 'users',
    keys: `array['users', case when status = 'ACTIVE' then 'users:active' end, 'users:month:' || ${monthOf('created_at')}]`,
  },
  {
    table: 'organisations',
    keys: `array['organisations', case when subscription_status = 'ACTIVE' then 'organisations:active' end,
      'organisations:month:' || ${monthOf('created_at')}]`,
  },
  {
    table: 'activities',
    keys: `array['activities', 'activities:type:' || activity_type]`,
  },
];

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

function countTriggers({ table, keys }: CountedTable): string {
  const args = quote(keys);
  return `
create trigger ${table}_count_insert after insert on ${table} referencing new table as new_rows
  for each statement execute function count_rows(${args});
create trigger ${table}_count_delete after delete on ${table} referencing old table as old_rows
  for each statement execute function count_rows(${args});
create trigger ${table}_count_update after update on ${table}
  referencing old table as old_rows new table as new_rows for each statement execute function count_rows(${args});
create trigger ${table}_count_truncate after truncate on ${table}
  for each statement execute function count_rows(${args});
insert into row_counts (counter, total)
  select key, count(*) from ${table}, unnest(${keys}) as key where key is not null group by key;`;
}

// At a million rows, count(*) and OFFSET dominate every list call, and four ILIKEs per user row
// dominate search. This migration gives each list:
// - exact whole-table totals (and the active and per-month ones the lists and growth chart show)
//   from row_counts, kept current by statement triggers on every insert, update, delete and truncate;
// - one lower-cased search column with one trigram index for terms of 3+ characters, and the
//   search column inside the (created, id) index, so a 1-2 character term (which no trigram can
//   serve) is matched by an index-only walk in page order instead of reading every row;
// - index-only id-first paging (the vacuum after migrating sets the visibility map it needs).
export const productionScale: Migration = {
  id: '003_production_scale',
  sql: `
alter table users add column search_text text generated always as (${USER_SEARCH_TEXT}) stored;
drop index users_first_name_trgm, users_last_name_trgm, users_full_name_trgm, users_email_trgm, users_newest;
create index users_search_trgm on users using gin (search_text gin_trgm_ops);
create index users_newest on users (created_at desc, id desc) include (search_text, status);

alter table organisations add column search_text text generated always as (${ORGANISATION_SEARCH_TEXT}) stored;
drop index organisations_name_trgm, organisations_legal_name_trgm, organisations_abn_trgm, organisations_newest;
create index organisations_search_trgm on organisations using gin (search_text gin_trgm_ops);
create index organisations_newest on organisations (created_at desc, id desc)
  include (search_text, subscription_status);

create table row_counts (
  counter text primary key,
  total bigint not null
);

-- One function for every counted table: the trigger's argument lists a row's counters.
create function count_rows() returns trigger language plpgsql as $$
begin
  if TG_OP = 'TRUNCATE' then
    delete from row_counts where counter = TG_TABLE_NAME or counter like TG_TABLE_NAME || ':%';
    return null;
  end if;
  if TG_OP in ('DELETE', 'UPDATE') then
    execute format('insert into row_counts (counter, total)
      select key, -count(*) from old_rows, unnest(%s) as key where key is not null group by key
      on conflict (counter) do update set total = row_counts.total + excluded.total', TG_ARGV[0]);
  end if;
  if TG_OP in ('INSERT', 'UPDATE') then
    execute format('insert into row_counts (counter, total)
      select key, count(*) from new_rows, unnest(%s) as key where key is not null group by key
      on conflict (counter) do update set total = row_counts.total + excluded.total', TG_ARGV[0]);
  end if;
  return null;
end $$;
${COUNTED_TABLES.map(countTriggers).join('\n')}
`,
};
