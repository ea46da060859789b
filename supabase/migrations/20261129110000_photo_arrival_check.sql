-- Issue 54, points 2 and 5 (decision 058): a photo is checked when it arrives in Storage: Storage's own
-- size and type against its grant's, and its first bytes sniffed. One that differs is deleted and
-- refused for good: `refused_at` and why (`refusal`: its size, its type as Storage recorded it, or its
-- content), so no e-mail carries or links it and the notification names it as refused. Its path stays
-- queued for removal (public.storage_removals) until its token expired, so what is uploaded there again
-- is removed too.
alter table public.upload_files add column if not exists refused_at timestamptz;
alter table public.upload_files add column if not exists refusal text;
alter table public.upload_files drop constraint if exists upload_files_refusal_check;
alter table public.upload_files add constraint upload_files_refusal_check
  check (refusal is null or refusal in ('size', 'type', 'content'));

-- The scheduled run checks the photos of grants whose page never said they were in: the grants least
-- recently looked at first, while a token of theirs can still write.
alter table public.upload_grants add column if not exists arrivals_looked_at timestamptz;
create index if not exists upload_files_unchecked on public.upload_files (grant_id)
  where arrived_at is null and refused_at is null;
