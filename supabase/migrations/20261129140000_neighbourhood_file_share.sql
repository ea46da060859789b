-- Issue 54, point 6 (decisions 054 and 057): the file share counts per neighbourhood (an IPv6 /48, an
-- IPv4 /24) as well as per client. A grant and a quote keep their neighbourhood's keyed hash beside
-- `client_hash`; their file rows carry it as they carry the client's, and the statement triggers of
-- 20261129101000 count a 'neighbourhood:<hash>' row of `file_store_usage` beside 'client:<hash>'.

alter table public.upload_grants add column if not exists neighbourhood_hash text;
alter table public.form_submissions add column if not exists neighbourhood_hash text;
alter table public.upload_files add column if not exists neighbourhood_hash text;
alter table public.upload_replaced_files add column if not exists neighbourhood_hash text;
alter table public.submission_attachments add column if not exists neighbourhood_hash text;

-- The neighbourhood's hash is kept only as long as the client's (forget-hashes rules, grant-hashes.ts):
-- whatever forgets the client forgets its neighbourhood in the same update.
create or replace function public.forget_neighbourhood_with_client() returns trigger
language plpgsql as $$
begin
  if new.client_hash is null then new.neighbourhood_hash := null; end if;
  return new;
end;
$$;
drop trigger if exists forget_neighbourhood_with_client on public.form_submissions;
create trigger forget_neighbourhood_with_client before insert or update of client_hash, neighbourhood_hash
  on public.form_submissions for each row execute function public.forget_neighbourhood_with_client();
drop trigger if exists forget_neighbourhood_with_client on public.upload_grants;
create trigger forget_neighbourhood_with_client before insert or update of client_hash, neighbourhood_hash
  on public.upload_grants for each row execute function public.forget_neighbourhood_with_client();

-- Fills a new file row's client and neighbourhood (its grant's or submission's) and what it counts.
create or replace function public.file_row_defaults() returns trigger
language plpgsql as $$
begin
  if tg_table_name = 'submission_attachments' then
    if new.client_hash is null then
      select s.client_hash, s.neighbourhood_hash into new.client_hash, new.neighbourhood_hash
      from public.form_submissions s where s.id = new.submission_id;
    end if;
  elsif tg_table_name = 'upload_files' then
    if new.client_hash is null then
      select g.client_hash, g.neighbourhood_hash into new.client_hash, new.neighbourhood_hash
      from public.upload_grants g where g.id = new.grant_id;
    end if;
    new.counted_bytes := coalesce(new.counted_bytes, new.size);
  end if;
  return new;
end;
$$;

-- Adds `changes` (`[{ client, neighbourhood, bytes }]`) to the counters: each client's and each
-- neighbourhood's, in the order of their names ('client:…' before 'neighbourhood:…', as a grant locks
-- them), then the store's.
create or replace function public.apply_file_count_changes(changes jsonb) returns void
language plpgsql as $$
declare
  total bigint;
begin
  insert into public.file_store_usage (scope, bytes)
  select scoped.scope, sum(scoped.bytes) from (
    select 'client:' || c.client as scope, c.bytes
    from jsonb_to_recordset(changes) as c (client text, neighbourhood text, bytes bigint)
    where c.client is not null
    union all
    select 'neighbourhood:' || c.neighbourhood, c.bytes
    from jsonb_to_recordset(changes) as c (client text, neighbourhood text, bytes bigint)
    where c.neighbourhood is not null
  ) scoped
  group by scoped.scope having sum(scoped.bytes) <> 0
  order by 1
  on conflict (scope) do update set bytes = file_store_usage.bytes + excluded.bytes;
  select coalesce(sum(c.bytes), 0) into total from jsonb_to_recordset(changes) as c (client text, bytes bigint);
  if total <> 0 then
    update public.file_store_usage set bytes = bytes + total where scope = 'store';
  end if;
end;
$$;

-- A statement's file rows counted: what the new rows count less what the old ones did, by client and
-- by neighbourhood. submission_attachments count their size, the photo rows `counted_bytes`.
create or replace function public.count_file_rows() returns trigger
language plpgsql as $$
declare
  bytes_of text := case when tg_table_name = 'submission_attachments' then 'size' else 'counted_bytes' end;
  changes jsonb := '[]'::jsonb;
begin
  if tg_op in ('INSERT', 'UPDATE') then
    changes := changes || coalesce((
      select jsonb_agg(jsonb_build_object('client', r ->> 'client_hash',
        'neighbourhood', r ->> 'neighbourhood_hash', 'bytes', (r ->> bytes_of)::bigint))
      from (select to_jsonb(n) as r from new_rows n) rows), '[]'::jsonb);
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    changes := changes || coalesce((
      select jsonb_agg(jsonb_build_object('client', r ->> 'client_hash',
        'neighbourhood', r ->> 'neighbourhood_hash', 'bytes', -(r ->> bytes_of)::bigint))
      from (select to_jsonb(o) as r from old_rows o) rows), '[]'::jsonb);
  end if;
  perform public.apply_file_count_changes(changes);
  return null;
end;
$$;

-- Counted anew from the rows (TRUNCATE fires no row trigger): the store, each client, each neighbourhood.
create or replace function public.recount_file_store() returns trigger
language plpgsql as $$
begin
  delete from public.file_store_usage;
  insert into public.file_store_usage (scope, bytes)
  with files (client, neighbourhood, bytes) as (
    select client_hash, neighbourhood_hash, size::bigint from public.submission_attachments
    union all select client_hash, neighbourhood_hash, counted_bytes from public.upload_files
    union all select client_hash, neighbourhood_hash, counted_bytes from public.upload_replaced_files
  )
  select 'store', coalesce(sum(bytes), 0) from files
  union all
  select 'client:' || client, sum(bytes) from files
  where client is not null group by client having sum(bytes) <> 0
  union all
  select 'neighbourhood:' || neighbourhood, sum(bytes) from files
  where neighbourhood is not null group by neighbourhood having sum(bytes) <> 0;
  return null;
end;
$$;

revoke all on function public.forget_neighbourhood_with_client() from public, anon, authenticated;
