-- Issue 50 (point 5): the e-mail provider refusing the site's own set-up (its key revoked or invalid, its
-- sending domain not verified) is not the lead's fault. Such a lead stays pending with its files, is
-- tried again with backoff without using up its attempts, and the owner is told (`/health`, the banner in
-- Henvendelser) from the fault recorded here until the provider takes an e-mail again.

-- One row while the provider refuses the site's key or domain; deleted once it accepts an e-mail.
create table if not exists public.email_provider_fault (
  id boolean primary key default true check (id),
  first_seen_at timestamptz not null,
  last_seen_at timestamptz not null,
  detail text not null
);

-- When this lead's last attempt was refused for the site's set-up; null once the provider accepts again.
alter table public.form_submissions add column if not exists provider_refused_at timestamptz;
create index if not exists form_submissions_provider_refused
  on public.form_submissions (id) where provider_refused_at is not null;

-- As 20261127100000_owner_leads.sql, but a refusal of the site's key or domain gives the attempt back
-- (it does not count against the lead) and is recorded as the failed attempt it was, not as waiting for
-- the day's e-mail budget: send-email sets `provider_refused_at` anew with it.
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
  -- An attempt given back: refused for the site's set-up (failed, not counted), or a deferral (nothing
  -- was tried: waiting for the day's e-mail budget).
  if new.attempts < old.attempts and new.last_error is not null then
    insert into public.delivery_attempts (submission_id, message, outcome, detail)
    values (new.id, what,
      case when new.provider_refused_at is distinct from old.provider_refused_at then 'failed' else 'waiting' end,
      new.last_error);
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

alter table public.email_provider_fault enable row level security;
revoke all on public.email_provider_fault from anon, authenticated;
revoke all on function public.record_delivery_step() from public, anon, authenticated;
