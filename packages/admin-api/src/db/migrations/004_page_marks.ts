import { MARKED_LISTS, PAGE_MARK_SPACING } from '../keys';
import type { Migration } from './migration';

const markTriggers = (table: string) => `
create trigger ${table}_marks_insert after insert on ${table} referencing new table as new_rows
  for each statement execute function shift_page_marks();
create trigger ${table}_marks_delete after delete on ${table} referencing old table as old_rows
  for each statement execute function shift_page_marks();
create trigger ${table}_marks_update after update on ${table}
  referencing old table as old_rows new table as new_rows for each statement execute function shift_page_marks();
create trigger ${table}_marks_truncate after truncate on ${table}
  for each statement execute function shift_page_marks();
select refresh_page_marks('${table}');`;

// OFFSET walks every skipped index entry: half a million of them take hundreds of milliseconds
// even index-only. page_marks remembers the (created_at, id) of every 10,000th row newest first
// with its exact position, so a deep page starts at the nearest mark and skips at most 10,000.
// Triggers keep the positions exact: rows added or removed ahead of a mark move it, a marked row
// that is removed (or re-dated) takes its mark along. refresh_page_marks() spaces the marks evenly
// again (the seed calls it; a system writing heavily would call it on a schedule).
export const pageMarks: Migration = {
  id: '004_page_marks',
  sql: `
create table page_marks (
  list text not null,
  position bigint not null,
  created_at timestamptz not null,
  id uuid not null,
  -- Not unique on position: the triggers move positions one row at a time.
  primary key (list, created_at, id)
);
create index page_marks_position on page_marks (list, position);

create function refresh_page_marks(list text) returns void language plpgsql as $$
begin
  delete from page_marks where page_marks.list = refresh_page_marks.list;
  execute format('insert into page_marks (list, position, created_at, id)
    select %L, position, created_at, id from (
      select created_at, id, row_number() over (order by created_at desc, id desc) - 1 as position from %I
    ) ranked where position %% ${PAGE_MARK_SPACING} = 0 and position > 0', list, list);
end $$;

create function shift_page_marks() returns trigger language plpgsql as $$
begin
  if TG_OP = 'TRUNCATE' then
    delete from page_marks where list = TG_TABLE_NAME;
    return null;
  end if;
  -- A marked row that goes, or moves, takes its mark along.
  if TG_OP = 'DELETE' then
    delete from page_marks m using old_rows o where m.list = TG_TABLE_NAME and m.id = o.id;
  end if;
  if TG_OP = 'UPDATE' then
    delete from page_marks m using old_rows o join new_rows n on n.id = o.id
      where m.list = TG_TABLE_NAME and m.id = o.id and n.created_at <> o.created_at;
  end if;
  -- Rows ahead of a mark: an updated row that keeps its place counts once out and once in.
  if TG_OP in ('DELETE', 'UPDATE') then
    update page_marks m set position = m.position - ahead.count
      from (select m2.position, m2.id, count(*) as count from page_marks m2 join old_rows o
              on (o.created_at, o.id) > (m2.created_at, m2.id)
            where m2.list = TG_TABLE_NAME group by m2.position, m2.id) ahead
      where m.list = TG_TABLE_NAME and m.position = ahead.position and m.id = ahead.id;
  end if;
  if TG_OP in ('INSERT', 'UPDATE') then
    update page_marks m set position = m.position + ahead.count
      from (select m2.position, m2.id, count(*) as count from page_marks m2 join new_rows n
              on (n.created_at, n.id) > (m2.created_at, m2.id)
            where m2.list = TG_TABLE_NAME group by m2.position, m2.id) ahead
      where m.list = TG_TABLE_NAME and m.position = ahead.position and m.id = ahead.id;
  end if;
  return null;
end $$;
${MARKED_LISTS.map(markTriggers).join('\n')}
`,
};
