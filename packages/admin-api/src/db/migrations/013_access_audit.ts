import type { Migration } from './migration';

// The staff access audit (issue 73; src/audit/, docs/operations.md "Access audit"): one append-only
// record per staff call that returned personal data, the users and organisations it carried in an
// indexed table of their own, and a hash chain that shows a removed or altered record.
//
// - audit_chain, one row: the chain's tail (the newest record's sequence and hash) and its anchor
//   (the last purged record's, where verification starts). audit_append locks it FOR UPDATE, so
//   appends from several API processes on one server take their turns and the sequence has no gaps
//   (a sequence object skips numbers on rollback, which would read as a removed record).
// - A record's hash is SHA-256 over its predecessor's hash and its canonical body (audit_body):
//   a JSON array of its fields and its subjects, in one fixed order, with the instant in UTC
//   microseconds, so every session renders it alike.
// - audit_append and audit_purge run as the schema's owner (security definer): the API's own role
//   needs neither INSERT, UPDATE nor DELETE on the tables (audit/roles.ts grants it SELECT and
//   EXECUTE), and the purge deletes only a prefix of the chain older than the retention, never
//   less than 30 days, and records itself.
export const accessAudit: Migration = {
  id: '013_access_audit',
  sql: `
create table audit_records (
  seq bigint primary key,
  at timestamptz not null,
  staff_id uuid,
  staff_email text,
  request_id text not null,
  action text not null,
  resource text not null,
  query jsonb not null,
  status integer not null,
  client_address text,
  user_agent text,
  prev_hash text not null,
  hash text not null
);
create index audit_records_at on audit_records (at, seq);
create index audit_records_staff on audit_records (staff_id, seq);

create table audit_subjects (
  seq bigint not null,
  kind text not null,
  subject_id uuid not null,
  primary key (seq, kind, subject_id)
);
create index audit_subjects_subject on audit_subjects (kind, subject_id, seq);

create table audit_chain (
  id boolean primary key default true check (id),
  tail_seq bigint not null,
  tail_hash text not null,
  anchor_seq bigint not null,
  anchor_hash text not null,
  purged_at timestamptz
);
insert into audit_chain (tail_seq, tail_hash, anchor_seq, anchor_hash)
  values (0, repeat('0', 64), 0, repeat('0', 64));

create function audit_body(r audit_records) returns text language sql stable as $$
  select jsonb_build_array(
    r.seq, to_char(r.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), r.staff_id, r.staff_email,
    r.request_id, r.action, r.resource, r.query, r.status, r.client_address, r.user_agent,
    coalesce((select jsonb_agg(jsonb_build_array(s.kind, s.subject_id) order by s.kind, s.subject_id)
      from audit_subjects s where s.seq = r.seq), '[]'::jsonb)
  )::text
$$;

create function audit_append(
  p_staff_id uuid, p_staff_email text, p_request_id text, p_action text, p_resource text,
  p_query jsonb, p_status integer, p_client_address text, p_user_agent text,
  p_subject_kinds text[], p_subject_ids uuid[]
) returns bigint language plpgsql security definer set search_path = public, pg_temp as $$
declare
  v_record audit_records;
  v_prev text;
begin
  select tail_seq + 1, tail_hash into v_record.seq, v_prev from audit_chain for update;
  v_record.at := clock_timestamp();
  v_record.staff_id := p_staff_id;
  -- The staff member's e-mail as it is now, unless the caller knows it: no extra round trip.
  v_record.staff_email := coalesce(p_staff_email, (select email from users where id = p_staff_id));
  v_record.request_id := p_request_id;
  v_record.action := p_action;
  v_record.resource := p_resource;
  v_record.query := coalesce(p_query, '{}'::jsonb);
  v_record.status := p_status;
  v_record.client_address := p_client_address;
  v_record.user_agent := p_user_agent;
  v_record.prev_hash := v_prev;
  insert into audit_subjects (seq, kind, subject_id)
    select distinct v_record.seq, kind, id
    from unnest(coalesce(p_subject_kinds, '{}'), coalesce(p_subject_ids, '{}')) as subject (kind, id);
  v_record.hash := encode(sha256(convert_to(v_prev || audit_body(v_record), 'UTF8')), 'hex');
  insert into audit_records values (v_record.*);
  update audit_chain set tail_seq = v_record.seq, tail_hash = v_record.hash;
  return v_record.seq;
end $$;

create function audit_purge(p_keep_days integer, p_request_id text) returns bigint
language plpgsql security definer set search_path = public, pg_temp as $$
declare
  v_last bigint;
  v_hash text;
  v_count bigint;
begin
  if p_keep_days is null or p_keep_days < 30 then
    raise exception 'audit records are kept at least 30 days, not %', p_keep_days;
  end if;
  perform 1 from audit_chain for update;
  select max(seq) into v_last from audit_records
    where at < clock_timestamp() - make_interval(days => p_keep_days);
  if v_last is null then
    return 0;
  end if;
  select hash into v_hash from audit_records where seq = v_last;
  delete from audit_subjects where seq <= v_last;
  delete from audit_records where seq <= v_last;
  get diagnostics v_count = row_count;
  update audit_chain set anchor_seq = v_last, anchor_hash = v_hash, purged_at = clock_timestamp();
  perform audit_append(null, null, p_request_id, 'purged', 'audit_records',
    jsonb_build_object('retentionDays', p_keep_days, 'purgedThrough', v_last, 'purged', v_count),
    200, null, null, null, null);
  return v_count;
end $$;

-- Only the roles granted it (audit/roles.ts) may append or purge, besides the owner.
revoke all on function audit_append(uuid, text, text, text, text, jsonb, integer, text, text, text[], uuid[])
  from public;
revoke all on function audit_purge(integer, text) from public;
`,
};
