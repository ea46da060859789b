-- Issue 42: one client may hold only its share of the stored files (FILE_STORE_CLIENT_MAX_BYTES), so
-- a stranger cannot fill the file store for everyone. `client_hash` is the keyed hash of the client's
-- rate-limit key (an IPv6 client by its /64), as `rate_limit_windows` keeps it (decision 028); null when
-- the platform's address header was missing. It goes with the submission after 30 days.
alter table public.form_submissions add column if not exists client_hash text;

create index if not exists form_submissions_client on public.form_submissions (client_hash)
  where client_hash is not null;
