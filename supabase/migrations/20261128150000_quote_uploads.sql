-- Issue 49 (decision 056): a quote's photos go straight to Storage (bucket quote-files) through signed
-- upload URLs that send-email hands out after the form's proof of work. An upload grant is one solved
-- challenge's: its quote's key, the client (keyed hash) whose share it counts against, and its files,
-- each at one path. The quote that names the grant's paths claims it (`submission_id`); a grant no
-- quote claimed is deleted, with its objects, after a day; a deleted or erased quote takes its grant
-- with it (the objects follow at the next scheduled run). `arrived_at`: the object was seen in storage.
create table if not exists public.upload_grants (
  id uuid primary key default gen_random_uuid(),
  challenge_signature text not null unique,
  idempotency_key text not null,
  client_hash text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  submission_id uuid references public.form_submissions (id) on delete cascade
);

create table if not exists public.upload_files (
  grant_id uuid not null references public.upload_grants (id) on delete cascade,
  position integer not null check (position between 0 and 4),
  path text not null unique,
  filename text not null,
  type text not null,
  size bigint not null check (size > 0),
  arrived_at timestamptz,
  primary key (grant_id, position)
);

create index if not exists upload_grants_unclaimed on public.upload_grants (created_at)
  where submission_id is null;
create index if not exists upload_grants_client on public.upload_grants (client_hash)
  where client_hash is not null;
create index if not exists upload_grants_submission on public.upload_grants (submission_id)
  where submission_id is not null;

-- A quote whose photos are in storage waits for them until `files_wait_until` (FILES_WAIT_MINUTES)
-- before its notification goes with those that came.
alter table public.form_submissions add column if not exists files_wait_until timestamptz;

alter table public.upload_grants enable row level security;
alter table public.upload_files enable row level security;
revoke all on public.upload_grants, public.upload_files from anon, authenticated;
