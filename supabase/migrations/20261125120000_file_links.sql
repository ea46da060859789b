-- Files that do not fit the company's notification (EMAIL_MAX_BYTES) reach it as links, served by
-- send-email from these rows until `files_expire_at` (FILE_LINK_DAYS after the submission arrived);
-- files that went with the e-mail are deleted when it is sent, as before (decision 032).
alter table public.form_submissions add column if not exists files_expire_at timestamptz;
-- Files refused because the stored files would pass FILE_STORE_MAX_BYTES: their names and sizes only;
-- the notification lists them, the visitor was told to send them another way.
alter table public.form_submissions add column if not exists refused_files jsonb not null default '[]'::jsonb;

-- The ceiling's sum reads every file's size; the content is never touched.
create index if not exists submission_attachments_size on public.submission_attachments (submission_id) include (size);

-- Retention as before, and files go when their links expire, and when a delivery whose notification
-- never went out is given up for good (the lead's text and state stay until the 30 days are over).
create or replace function public.apply_retention(
  now_at timestamptz default now(),
  rate_window interval default interval '1 day'
) returns table (submissions bigint, challenges bigint, rate_windows bigint)
language plpgsql as $$
begin
  delete from public.submission_attachments a
  using public.form_submissions s
  where a.submission_id = s.id
    and (s.files_expire_at < now_at or (s.status in ('failed', 'handled') and s.notification_id is null));
  delete from public.form_submissions where created_at < now_at - interval '30 days';
  get diagnostics submissions = row_count;
  delete from public.used_challenges where expires_at < now_at;
  get diagnostics challenges = row_count;
  delete from public.rate_limit_windows where window_start < now_at - rate_window;
  get diagnostics rate_windows = row_count;
  return next;
end;
$$;

revoke all on function public.apply_retention(timestamptz, interval) from public, anon, authenticated;
