-- Attachments leave the submission row: a scheduled run reads submissions one at a time and loads the
-- files of the one it delivers only, so no backlog of quotes with photos can exceed the function's
-- memory (decision 022). Scheduled runs are recorded for the health check, and the owner reads every
-- lead in Supabase's table editor through the `leads` view, which carries no file contents.

create table public.submission_attachments (
  submission_id uuid not null references public.form_submissions (id) on delete cascade,
  position integer not null,
  filename text not null,
  type text not null,
  size integer not null,
  content bytea not null,
  primary key (submission_id, position)
);
-- Photos and PDFs do not compress; uncompressed, a piece of a file is read without the rest.
alter table public.submission_attachments alter column content set storage external;

-- Files already stored in the row (base64 in jsonb) move to the new table.
insert into public.submission_attachments (submission_id, position, filename, type, size, content)
select s.id, a.position::integer - 1, a.file ->> 'filename', a.file ->> 'type', (a.file ->> 'size')::integer,
  decode(a.file ->> 'content', 'base64')
from public.form_submissions s
cross join lateral jsonb_array_elements(s.attachments) with ordinality as a (file, position)
on conflict do nothing;

-- What the owner sees of the files (name, type, size) stays with the submission, also after delivery.
alter table public.form_submissions add column if not exists files jsonb not null default '[]'::jsonb;
update public.form_submissions
set files = (
  select coalesce(jsonb_agg(f - 'content'), '[]'::jsonb) from jsonb_array_elements(attachments) as f
)
where attachments <> '[]'::jsonb;
alter table public.form_submissions drop column if exists attachments;

-- A lead given up on (failed) stays on the health check's alarm until the owner has dealt with it
-- and marks it handled in the table editor.
alter table public.form_submissions drop constraint if exists form_submissions_status_check;
alter table public.form_submissions add constraint form_submissions_status_check
  check (status in ('pending', 'sent', 'failed', 'handled'));

-- When each scheduled job last finished (the retry run records itself); the health check reads it.
create table if not exists public.scheduled_runs (
  job text primary key,
  finished_at timestamptz not null,
  result jsonb not null
);

-- The retention rule, in one place: the cron job and the local scheduler both call it. Submissions
-- (with their files) go after 30 days, as the privacy policy says; used challenges when they expire;
-- rate-limit windows once they are older than `rate_window`.
create or replace function public.apply_retention(
  now_at timestamptz default now(),
  rate_window interval default interval '1 day'
) returns table (submissions bigint, challenges bigint, rate_windows bigint)
language plpgsql as $$
begin
  delete from public.form_submissions where created_at < now_at - interval '30 days';
  get diagnostics submissions = row_count;
  delete from public.used_challenges where expires_at < now_at;
  get diagnostics challenges = row_count;
  delete from public.rate_limit_windows where window_start < now_at - rate_window;
  get diagnostics rate_windows = row_count;
  return next;
end;
$$;

-- Every lead with its status, for the owner (Table editor → leads); file names and sizes, never contents.
create or replace view public.leads with (security_invoker = true) as
select
  s.created_at as received_at,
  s.form_type,
  s.status,
  coalesce(s.fields ->> 'name', concat_ws(' ', s.fields ->> 'firstName', s.fields ->> 'lastName')) as name,
  s.fields ->> 'email' as email,
  coalesce(s.fields ->> 'phone', s.fields ->> 'phoneNumber') as phone,
  coalesce(s.fields ->> 'message', s.fields ->> 'description') as message,
  (select string_agg(f ->> 'filename', ', ') from jsonb_array_elements(s.files) as f) as files,
  s.attempts,
  s.last_error,
  s.sent_at,
  s.fields,
  s.id
from public.form_submissions s;

alter table public.submission_attachments enable row level security;
alter table public.scheduled_runs enable row level security;

revoke all on public.submission_attachments, public.scheduled_runs, public.leads from anon, authenticated;
revoke all on function public.apply_retention(timestamptz, interval) from public, anon, authenticated;
