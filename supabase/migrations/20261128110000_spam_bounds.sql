-- Issue 50, point 1 (decision 054): what strangers can make the database keep is bounded. Spam keeps
-- its text only while the spam kept within spam's retention period stays under SPAM_STORE_MAX_BYTES,
-- a client's first spam of a day, and a database below its watch; past any of these a spam submission
-- is counted here, not stored. One row per day and reason: `kept` and `kept_bytes` (the text kept,
-- as UTF-8 JSON), `dropped` (counted only). Rows older than spam's retention count for nothing and go.
create table if not exists public.spam_tally (
  day date not null,
  reason text not null check (reason in ('daily-limit', 'repeated-text')),
  kept integer not null default 0,
  kept_bytes bigint not null default 0,
  dropped integer not null default 0,
  primary key (day, reason)
);

alter table public.spam_tally enable row level security;
revoke all on public.spam_tally from anon, authenticated;
