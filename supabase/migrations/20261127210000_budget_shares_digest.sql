-- Issue 42, point 2: the day's e-mail budget in shares (decision 046). Confirmations count apart from
-- the company's notifications, and once the notifications' share is spent, waiting leads reach the
-- company as one digest every EMAIL_DIGEST_MINUTES, from a share of their own.
alter table public.email_budget add column if not exists confirmations integer not null default 0;
alter table public.email_budget add column if not exists digests integer not null default 0;
alter table public.email_budget add column if not exists last_digest_at timestamptz;

-- Since when a lead waits for the next digest (its notification found the share spent); null otherwise.
alter table public.form_submissions add column if not exists awaiting_digest_since timestamptz;
create index if not exists form_submissions_awaiting_digest on public.form_submissions (created_at)
  where awaiting_digest_since is not null and status = 'pending';
