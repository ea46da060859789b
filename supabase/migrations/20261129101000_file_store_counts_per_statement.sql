-- Decision 057: the ceilings' counters (20261129100000_upload_grant_bounds.sql) counted a statement's file
-- rows one row at a time, the store's row at commit: a statement deleting thousands of rows (retention, a
-- person erased, a lapsed day of grants) updated one counter row thousands of times in one transaction,
-- each update walking the versions before it. Now each statement counts once: its rows summed by
-- client from its transition tables, the clients' rows updated in the order of their names (so two
-- statements never wait on each other in a circle), then the store's row.

drop trigger if exists count_file_row_for_client on public.submission_attachments;
drop trigger if exists count_file_row_for_client on public.upload_files;
drop trigger if exists count_file_row_for_client on public.upload_replaced_files;
drop trigger if exists count_file_row_for_store on public.submission_attachments;
drop trigger if exists count_file_row_for_store on public.upload_files;
drop trigger if exists count_file_row_for_store on public.upload_replaced_files;
drop function if exists public.count_file_row_for_client();
drop function if exists public.count_file_row_for_store();

-- Adds `changes` (`[{ client, bytes }]`) to the counters: each client's, in the order of their names,
-- then the store's.
create or replace function public.apply_file_count_changes(changes jsonb) returns void
language plpgsql as $$
declare
  total bigint;
begin
  insert into public.file_store_usage (scope, bytes)
  select 'client:' || c.client, sum(c.bytes)
  from jsonb_to_recordset(changes) as c (client text, bytes bigint)
  where c.client is not null
  group by c.client having sum(c.bytes) <> 0
  order by 1
  on conflict (scope) do update set bytes = file_store_usage.bytes + excluded.bytes;
  select coalesce(sum(c.bytes), 0) into total from jsonb_to_recordset(changes) as c (client text, bytes bigint);
  if total <> 0 then
    update public.file_store_usage set bytes = bytes + total where scope = 'store';
  end if;
end;
$$;

-- A statement's file rows counted: what the new rows count less what the old ones did, by client.
-- submission_attachments count their size, the photo rows `counted_bytes`.
create or replace function public.count_file_rows() returns trigger
language plpgsql as $$
declare
  bytes_of text := case when tg_table_name = 'submission_attachments' then 'size' else 'counted_bytes' end;
  changes jsonb := '[]'::jsonb;
begin
  if tg_op in ('INSERT', 'UPDATE') then
    changes := changes || coalesce((
      select jsonb_agg(jsonb_build_object('client', r ->> 'client_hash', 'bytes', (r ->> bytes_of)::bigint))
      from (select to_jsonb(n) as r from new_rows n) rows), '[]'::jsonb);
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    changes := changes || coalesce((
      select jsonb_agg(jsonb_build_object('client', r ->> 'client_hash', 'bytes', -(r ->> bytes_of)::bigint))
      from (select to_jsonb(o) as r from old_rows o) rows), '[]'::jsonb);
  end if;
  perform public.apply_file_count_changes(changes);
  return null;
end;
$$;

-- A trigger with transition tables takes one event: three a table.
create trigger count_file_rows_inserted after insert on public.submission_attachments
  referencing new table as new_rows for each statement execute function public.count_file_rows();
create trigger count_file_rows_updated after update on public.submission_attachments
  referencing old table as old_rows new table as new_rows for each statement execute function public.count_file_rows();
create trigger count_file_rows_deleted after delete on public.submission_attachments
  referencing old table as old_rows for each statement execute function public.count_file_rows();

create trigger count_file_rows_inserted after insert on public.upload_files
  referencing new table as new_rows for each statement execute function public.count_file_rows();
create trigger count_file_rows_updated after update on public.upload_files
  referencing old table as old_rows new table as new_rows for each statement execute function public.count_file_rows();
create trigger count_file_rows_deleted after delete on public.upload_files
  referencing old table as old_rows for each statement execute function public.count_file_rows();

create trigger count_file_rows_inserted after insert on public.upload_replaced_files
  referencing new table as new_rows for each statement execute function public.count_file_rows();
create trigger count_file_rows_updated after update on public.upload_replaced_files
  referencing old table as old_rows new table as new_rows for each statement execute function public.count_file_rows();
create trigger count_file_rows_deleted after delete on public.upload_replaced_files
  referencing old table as old_rows for each statement execute function public.count_file_rows();

revoke all on function public.apply_file_count_changes(jsonb) from public, anon, authenticated;
