import type { Migration } from './migration';

// Search totals are exact counts over the matching rows; remembering them is only safe while the
// table is unchanged. row_counts' `<table>:changes` counts every statement that wrote to a counted
// table, so an API process can reuse a total it counted at the same number (queries/searchTotals.ts).
export const changeCounters: Migration = {
  id: '005_change_counters',
  sql: `
create or replace function count_rows() returns trigger language plpgsql as $$
begin
  insert into row_counts (counter, total) values (TG_TABLE_NAME || ':changes', 1)
    on conflict (counter) do update set total = row_counts.total + 1;
  if TG_OP = 'TRUNCATE' then
    delete from row_counts
      where counter = TG_TABLE_NAME or (counter like TG_TABLE_NAME || ':%' and counter <> TG_TABLE_NAME || ':changes');
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
`,
};
