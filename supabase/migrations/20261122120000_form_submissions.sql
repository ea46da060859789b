-- Form submissions are stored before any e-mail is sent, so no lead is lost when the mail provider
-- fails; the send-email function retries pending ones. Only the function (connecting as the database
-- owner through its connection string) reads or writes these tables: row-level security is on with no
-- policies, and the public roles have no privileges, so the anon/publishable key reaches nothing.

create table public.form_submissions (
  id uuid primary key default gen_random_uuid(),
  -- The browser's Idempotency-Key (or a hash of the submission): the same key is the same submission.
  idempotency_key text not null unique,
  -- A hash of the validated request, to tell a retry from another submission under a reused key.
  request_hash text not null,
  form_type text not null check (form_type in ('contact', 'quote', 'moldova')),
  -- The validated fields, without attachments and spam fields.
  fields jsonb not null,
  -- [{ filename, content (base64), type, size }]; emptied once the notification is delivered.
  attachments jsonb not null default '[]'::jsonb,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  -- When the next delivery attempt is due; also a lease while one is in progress.
  next_attempt_at timestamptz not null,
  last_error text,
  notification_id text,
  confirmation_id text,
  created_at timestamptz not null,
  sent_at timestamptz
);

create index form_submissions_due on public.form_submissions (next_attempt_at) where status = 'pending';
create index form_submissions_created on public.form_submissions (created_at);

-- ALTCHA challenges already solved once: a solution is accepted a single time until it expires.
create table public.used_challenges (
  signature text primary key,
  expires_at timestamptz not null
);

-- Fixed-window submission counters per client address, shared by every function instance.
create table public.rate_limit_windows (
  address text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (address, window_start)
);

alter table public.form_submissions enable row level security;
alter table public.used_challenges enable row level security;
alter table public.rate_limit_windows enable row level security;

revoke all on public.form_submissions, public.used_challenges, public.rate_limit_windows
  from anon, authenticated;
