-- The owner's leads in the Studio (the `leads` function, decision 044): each lead's work status, note
-- and read mark; every step of its delivery; an audit log of what the owner read, exported, changed
-- and deleted; and how long each form's leads are kept. Like every table here, closed to the public
-- roles: only the functions, connecting as the database owner, read or write them.

alter table public.form_submissions
  add column if not exists work_status text not null default 'new'
    check (work_status in ('new', 'answered', 'quote_sent', 'won', 'lost', 'spam')),
  add column if not exists note text not null default '' check (char_length(note) <= 4000),
  add column if not exists read_at timestamptz,
  -- Why the confirmation was not sent (`recipient-share`, `budget`), set with status sent.
  add column if not exists confirmation_skipped text;

create index if not exists form_submissions_unread on public.form_submissions (created_at) where read_at is null;

-- Every step of a lead's delivery, written by the trigger below from the changes send-email makes to
-- the submission row, so each attempt keeps its time and error after the next one replaces last_error.
create table if not exists public.delivery_attempts (
  id bigint generated always as identity primary key,
  submission_id uuid not null references public.form_submissions (id) on delete cascade,
  at timestamptz not null default now(),
  message text not null check (message in ('notification', 'confirmation')),
  -- resend: the owner asked for a given-up notification to be sent again.
  outcome text not null check (outcome in ('sent', 'failed', 'waiting', 'given_up', 'skipped', 'resend')),
  provider_id text,
  detail text
);

create index if not exists delivery_attempts_submission on public.delivery_attempts (submission_id, id);

create or replace function public.record_delivery_step() returns trigger
language plpgsql as $$
declare
  what text := case when new.notification_id is null then 'notification' else 'confirmation' end;
begin
  if old.notification_id is null and new.notification_id is not null then
    insert into public.delivery_attempts (submission_id, message, outcome, provider_id)
    values (new.id, 'notification', 'sent', new.notification_id);
  end if;
  if new.status = 'sent' and old.status is distinct from 'sent' then
    insert into public.delivery_attempts (submission_id, message, outcome, provider_id, detail)
    values (new.id, 'confirmation', case when new.confirmation_id is null then 'skipped' else 'sent' end,
      new.confirmation_id, case when new.confirmation_id is null then new.confirmation_skipped end);
  end if;
  -- A deferral gives the attempt back (nothing was tried): waiting for the day's e-mail budget.
  if new.attempts < old.attempts and new.last_error is not null then
    insert into public.delivery_attempts (submission_id, message, outcome, detail)
    values (new.id, 'notification', 'waiting', new.last_error);
  -- A failed attempt (counted when it began): pending again with a later time, or given up.
  elsif new.attempts = old.attempts and new.last_error is not null and new.status in ('pending', 'failed')
    and (new.next_attempt_at is distinct from old.next_attempt_at or new.status is distinct from old.status
      or new.last_error is distinct from old.last_error) then
    insert into public.delivery_attempts (submission_id, message, outcome, detail)
    values (new.id, what, 'failed', new.last_error);
  end if;
  if new.status = 'failed' and old.status is distinct from 'failed' then
    insert into public.delivery_attempts (submission_id, message, outcome, detail)
    values (new.id, what, 'given_up', new.last_error);
  end if;
  return null;
end;
$$;

drop trigger if exists form_submissions_delivery_steps on public.form_submissions;
create trigger form_submissions_delivery_steps
  after update on public.form_submissions
  for each row execute function public.record_delivery_step();

-- Who read a whole lead, exported, changed or deleted what, and when. No foreign key: the record of
-- a deletion outlives the lead. `subject` names a person searched for only masked (j***@example.dk).
create table if not exists public.lead_audit (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  user_id text not null,
  user_name text not null,
  action text not null,
  lead_id uuid,
  subject text
);

create index if not exists lead_audit_at on public.lead_audit (at desc);

-- How long each form's leads are kept (`spam`: any lead the owner marked as spam), configured here:
--   update public.lead_retention set keep = interval '18 months' where kind = 'quote';
-- The privacy policy (studio/seed/content) states the same periods.
create table if not exists public.lead_retention (
  kind text primary key check (kind in ('contact', 'quote', 'moldova', 'spam')),
  keep interval not null check (keep > interval '0')
);

insert into public.lead_retention (kind, keep) values
  ('contact', interval '12 months'),
  ('quote', interval '12 months'),
  ('moldova', interval '6 months'),
  ('spam', interval '30 days')
on conflict (kind) do nothing;

-- Retention per form: a lead goes when its form's period is over (spam after spam's); files as
-- before (sent with the notification, or when their links expire); the audit log after two years.
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
  delete from public.form_submissions s
  using public.lead_retention r
  where r.kind = case when s.work_status = 'spam' then 'spam' else s.form_type end
    and s.created_at < now_at - r.keep;
  get diagnostics submissions = row_count;
  delete from public.used_challenges where expires_at < now_at;
  get diagnostics challenges = row_count;
  delete from public.rate_limit_windows where window_start < now_at - rate_window;
  get diagnostics rate_windows = row_count;
  delete from public.lead_audit where at < now_at - interval '2 years';
  return next;
end;
$$;

alter table public.delivery_attempts enable row level security;
alter table public.lead_audit enable row level security;
alter table public.lead_retention enable row level security;

revoke all on public.delivery_attempts, public.lead_audit, public.lead_retention from anon, authenticated;
revoke all on function public.apply_retention(timestamptz, interval) from public, anon, authenticated;
revoke all on function public.record_delivery_step() from public, anon, authenticated;
