-- The e-mails the functions send per day (UTC), counted by every instance (EMAIL_DAILY_BUDGET,
-- decision 028): one row per day; `owner_told` once the owner has had the one notice that the day's
-- budget is spent. Rows older than a few days are deleted by the scheduled run.
create table if not exists public.email_budget (
  day date primary key,
  sent integer not null default 0,
  owner_told boolean not null default false
);

alter table public.email_budget enable row level security;
revoke all on public.email_budget from anon, authenticated;
