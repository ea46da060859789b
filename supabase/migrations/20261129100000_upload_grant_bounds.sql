-- Issue 54, points 1, 4 and 8 (decision 057): what an upload token can write is counted until it
-- expires, the ceilings are counters instead of a sum under one lock, and a removed row's object is
-- queued for removal from Storage in the same transaction.

-- A photo's row: the client whose share it counts against (its grant's), the bytes it counts now
-- (`counted_bytes`: the declared size while its token can write, Storage's own size once it arrived,
-- nothing once its token expired unused), until when its token works, and Storage's size on arrival.
alter table public.upload_files add column if not exists client_hash text;
alter table public.upload_files add column if not exists counted_bytes bigint;
alter table public.upload_files add column if not exists token_expires_at timestamptz;
alter table public.upload_files add column if not exists stored_bytes bigint;
update public.upload_files f
set client_hash = g.client_hash, counted_bytes = f.size, token_expires_at = g.expires_at
from public.upload_grants g
where g.id = f.grant_id and f.counted_bytes is null;

-- A grant's photos keep their path when the page lists them in another order, through a place of
-- their own for the moment of the move (the places -5..-1, never committed).
alter table public.upload_files drop constraint if exists upload_files_position_check;
alter table public.upload_files add constraint upload_files_position_check check (position between -5 and 4);

-- A base64 quote's file counts against its client's share as long as it is kept.
alter table public.submission_attachments add column if not exists client_hash text;
update public.submission_attachments a set client_hash = s.client_hash
from public.form_submissions s
where s.id = a.submission_id and a.client_hash is null and s.client_hash is not null;

-- A path its grant no longer lists (the page picked other photos): its token works on, so it counts
-- and its object is removed at every scheduled run until the token expired (and a grace).
create table if not exists public.upload_replaced_files (
  path text primary key,
  grant_id uuid not null references public.upload_grants (id) on delete cascade,
  client_hash text,
  counted_bytes bigint not null,
  token_expires_at timestamptz not null,
  replaced_at timestamptz not null
);
create index if not exists upload_replaced_files_grant on public.upload_replaced_files (grant_id);
create index if not exists upload_replaced_files_expiry on public.upload_replaced_files (token_expires_at);

-- An open grant is found by its client, and an expired one by its expiry.
create index if not exists upload_grants_open on public.upload_grants (client_hash, expires_at)
  where submission_id is null;
create index if not exists upload_grants_expiry on public.upload_grants (expires_at)
  where submission_id is null;
create index if not exists upload_files_reserved on public.upload_files (token_expires_at)
  where arrived_at is null and counted_bytes > 0;

-- The ceilings' counters: 'store' (every file kept in Postgres or granted in Storage) and
-- 'client:<hash>' (one client's), kept by the triggers below.
create table if not exists public.file_store_usage (
  scope text primary key,
  bytes bigint not null default 0
);

-- Objects to remove from Storage: written by the deletion of their row, removed by the scheduled run
-- until Storage confirms it; a path whose token still works is removed again at each run until
-- `keep_until` (its token's expiry and a grace) has passed.
create table if not exists public.storage_removals (
  path text primary key,
  queued_at timestamptz not null default now(),
  keep_until timestamptz,
  attempts integer not null default 0,
  last_error text
);
create index if not exists storage_removals_queued on public.storage_removals (queued_at);

create or replace function public.count_client_file_bytes(client text, delta bigint) returns void
language plpgsql as $$
begin
  if client is null or delta = 0 then return; end if;
  insert into public.file_store_usage (scope, bytes) values ('client:' || client, delta)
  on conflict (scope) do update set bytes = file_store_usage.bytes + excluded.bytes;
end;
$$;

-- Fills a new file row's client (its grant's or submission's) and what it counts.
create or replace function public.file_row_defaults() returns trigger
language plpgsql as $$
begin
  if tg_table_name = 'submission_attachments' then
    if new.client_hash is null then
      select s.client_hash into new.client_hash from public.form_submissions s where s.id = new.submission_id;
    end if;
  elsif tg_table_name = 'upload_files' then
    if new.client_hash is null then
      select g.client_hash into new.client_hash from public.upload_grants g where g.id = new.grant_id;
    end if;
    new.counted_bytes := coalesce(new.counted_bytes, new.size);
  end if;
  return new;
end;
$$;

-- What a file row counts: submission_attachments their size, the others `counted_bytes`.
create or replace function public.file_row_bytes(tbl name, file jsonb) returns bigint
language sql immutable as $$
  select coalesce((file ->> case when tbl = 'submission_attachments' then 'size' else 'counted_bytes' end)::bigint, 0)
$$;

-- The client's counter at once (a row lock held to the end of the transaction, as a grant's own).
create or replace function public.count_file_row_for_client() returns trigger
language plpgsql as $$
declare
  before_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
begin
  if before_row is not null and after_row is not null and before_row ->> 'client_hash' is not distinct from after_row ->> 'client_hash' then
    perform public.count_client_file_bytes(after_row ->> 'client_hash',
      public.file_row_bytes(tg_table_name, after_row) - public.file_row_bytes(tg_table_name, before_row));
  else
    if before_row is not null then
      perform public.count_client_file_bytes(before_row ->> 'client_hash', -public.file_row_bytes(tg_table_name, before_row));
    end if;
    if after_row is not null then
      perform public.count_client_file_bytes(after_row ->> 'client_hash', public.file_row_bytes(tg_table_name, after_row));
    end if;
  end if;
  return null;
end;
$$;

-- The store's counter at commit (a deferred trigger): every transaction takes its clients' rows first
-- and the store's row last, for a moment, so no two wait on each other in a circle and no grant holds
-- the store's row while it works.
create or replace function public.count_file_row_for_store() returns trigger
language plpgsql as $$
declare
  delta bigint := 0;
begin
  if tg_op in ('INSERT', 'UPDATE') then delta := delta + public.file_row_bytes(tg_table_name, to_jsonb(new)); end if;
  if tg_op in ('UPDATE', 'DELETE') then delta := delta - public.file_row_bytes(tg_table_name, to_jsonb(old)); end if;
  if delta <> 0 then
    update public.file_store_usage set bytes = bytes + delta where scope = 'store';
  end if;
  return null;
end;
$$;

-- A removed photo row's object is queued for removal from Storage in the same transaction.
create or replace function public.queue_storage_removal() returns trigger
language plpgsql as $$
begin
  insert into public.storage_removals (path, keep_until)
  values (old.path, old.token_expires_at + interval '15 minutes')
  on conflict (path) do update set keep_until = greatest(storage_removals.keep_until, excluded.keep_until);
  return null;
end;
$$;

-- Counted anew from the rows (TRUNCATE fires no row trigger).
create or replace function public.recount_file_store() returns trigger
language plpgsql as $$
begin
  delete from public.file_store_usage;
  insert into public.file_store_usage (scope, bytes)
  select 'store', coalesce(sum(bytes), 0) from (
    select size::bigint as bytes from public.submission_attachments
    union all select counted_bytes from public.upload_files
    union all select counted_bytes from public.upload_replaced_files
  ) files;
  insert into public.file_store_usage (scope, bytes)
  select 'client:' || client_hash, sum(bytes) from (
    select client_hash, size::bigint as bytes from public.submission_attachments
    union all select client_hash, counted_bytes from public.upload_files
    union all select client_hash, counted_bytes from public.upload_replaced_files
  ) files
  where client_hash is not null group by client_hash having sum(bytes) <> 0;
  return null;
end;
$$;

drop trigger if exists file_row_defaults on public.submission_attachments;
create trigger file_row_defaults before insert on public.submission_attachments
  for each row execute function public.file_row_defaults();
drop trigger if exists file_row_defaults on public.upload_files;
create trigger file_row_defaults before insert on public.upload_files
  for each row execute function public.file_row_defaults();

drop trigger if exists count_file_row_for_client on public.submission_attachments;
create trigger count_file_row_for_client after insert or update or delete on public.submission_attachments
  for each row execute function public.count_file_row_for_client();
drop trigger if exists count_file_row_for_client on public.upload_files;
create trigger count_file_row_for_client after insert or update or delete on public.upload_files
  for each row execute function public.count_file_row_for_client();
drop trigger if exists count_file_row_for_client on public.upload_replaced_files;
create trigger count_file_row_for_client after insert or update or delete on public.upload_replaced_files
  for each row execute function public.count_file_row_for_client();

drop trigger if exists count_file_row_for_store on public.submission_attachments;
create constraint trigger count_file_row_for_store after insert or update or delete on public.submission_attachments
  deferrable initially deferred for each row execute function public.count_file_row_for_store();
drop trigger if exists count_file_row_for_store on public.upload_files;
create constraint trigger count_file_row_for_store after insert or update or delete on public.upload_files
  deferrable initially deferred for each row execute function public.count_file_row_for_store();
drop trigger if exists count_file_row_for_store on public.upload_replaced_files;
create constraint trigger count_file_row_for_store after insert or update or delete on public.upload_replaced_files
  deferrable initially deferred for each row execute function public.count_file_row_for_store();

drop trigger if exists queue_storage_removal on public.upload_files;
create trigger queue_storage_removal after delete on public.upload_files
  for each row execute function public.queue_storage_removal();
drop trigger if exists queue_storage_removal on public.upload_replaced_files;
create trigger queue_storage_removal after delete on public.upload_replaced_files
  for each row execute function public.queue_storage_removal();

drop trigger if exists recount_file_store on public.submission_attachments;
create trigger recount_file_store after truncate on public.submission_attachments
  for each statement execute function public.recount_file_store();
drop trigger if exists recount_file_store on public.upload_files;
create trigger recount_file_store after truncate on public.upload_files
  for each statement execute function public.recount_file_store();
drop trigger if exists recount_file_store on public.upload_replaced_files;
create trigger recount_file_store after truncate on public.upload_replaced_files
  for each statement execute function public.recount_file_store();

-- The counters as the rows stand now.
truncate public.file_store_usage;
insert into public.file_store_usage (scope, bytes)
select 'store', coalesce(sum(bytes), 0) from (
  select size::bigint as bytes from public.submission_attachments
  union all select counted_bytes from public.upload_files
) files;
insert into public.file_store_usage (scope, bytes)
select 'client:' || client_hash, sum(bytes) from (
  select client_hash, size::bigint as bytes from public.submission_attachments
  union all select client_hash, counted_bytes from public.upload_files
) files
where client_hash is not null group by client_hash having sum(bytes) <> 0;

alter table public.upload_replaced_files enable row level security;
alter table public.file_store_usage enable row level security;
alter table public.storage_removals enable row level security;
revoke all on public.upload_replaced_files, public.file_store_usage, public.storage_removals from anon, authenticated;
revoke all on function public.count_client_file_bytes(text, bigint), public.file_row_bytes(name, jsonb)
  from public, anon, authenticated;
