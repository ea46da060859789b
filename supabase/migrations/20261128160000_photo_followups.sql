-- Issue 49, point 5: a quote whose notification went without some of its photos (they were still on
-- their way from the visitor's phone when FILES_WAIT_MINUTES ended) gets one short follow-up e-mail with
-- those that came since. One row a lead: the photos it went without, until when they are waited for
-- (a day after the quote, as long as the page keeps trying), when to look in storage next (also the
-- lease of the run that looks), the attempts at sending it, and what became of it: `waiting`, `sent`
-- (`email_id`: the provider's id), `none` (nothing came in the day) or `given_up` (the provider refused
-- it). An erased or expired lead takes its row with it.
create table if not exists public.photo_followups (
  submission_id uuid primary key references public.form_submissions (id) on delete cascade,
  photos jsonb not null,
  window_ends_at timestamptz not null,
  next_check_at timestamptz not null,
  attempts integer not null default 0,
  status text not null default 'waiting' check (status in ('waiting', 'sent', 'none', 'given_up')),
  email_id text,
  last_error text
);

create index if not exists photo_followups_due on public.photo_followups (next_check_at)
  where status = 'waiting';

alter table public.photo_followups enable row level security;
revoke all on public.photo_followups from anon, authenticated;

-- Henvendelser shows the follow-up among the lead's delivery steps (message `photos`).
alter table public.delivery_attempts drop constraint if exists delivery_attempts_message_check;
alter table public.delivery_attempts add constraint delivery_attempts_message_check
  check (message in ('notification', 'confirmation', 'photos'));
